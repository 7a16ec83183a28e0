import Foundation

/// Reading the request headers of Compression Dictionary Transport (RFC 9842).
public enum DictionaryTransport {
    /// The SHA-256 that `Available-Dictionary` header lines name: one
    /// Structured Field Byte Sequence (`:` base64 `:`, RFC 8941) of 32 bytes,
    /// with spaces or tabs around it at most. Nil when there is no such
    /// header, or more than one line, or the value is anything else
    /// (parameters, another length, not base64): the answer is then the
    /// asset's usual copy.
    ///
    /// ```swift
    /// DictionaryTransport.availableDictionary([":pZGm1Av0IEBKARczz7exkNYsZb8LzaMrV7J32a2fFG4=:"])   // 32 bytes
    /// DictionaryTransport.availableDictionary(["pZGm1Av0IEBKARczz7exkNYsZb8LzaMrV7J32a2fFG4="])     // nil
    /// ```
    public static func availableDictionary(_ values: [String]) -> [UInt8]? {
        guard values.count == 1 else { return nil }
        var value = Substring(values[0])
        while let first = value.first, first == " " || first == "\t" { value = value.dropFirst() }
        while let last = value.last, last == " " || last == "\t" { value = value.dropLast() }
        guard value.count >= 2, value.first == ":", value.last == ":" else { return nil }
        let encoded = value.dropFirst().dropLast()
        guard encoded.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+/=".unicodeScalars.contains($0)) }),
              let bytes = Data(base64Encoded: String(encoded)), bytes.count == 32 else { return nil }
        return [UInt8](bytes)
    }

    /// The request header a browser names its dictionary in.
    public static let availableDictionaryHeader = "Available-Dictionary"
    /// The response header that makes an asset a dictionary for later versions.
    public static let useAsDictionaryHeader = "Use-As-Dictionary"
}
