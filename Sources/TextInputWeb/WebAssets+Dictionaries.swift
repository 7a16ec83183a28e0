import Foundation

// Compression Dictionary Transport (RFC 9842) for the module-like assets (#45): a browser that has an earlier
// version of the page's module keeps it as a dictionary and, for the new version, gets only the difference
// (`Content-Encoding: dcz`). scripts/wasm/dictionaries.py writes the differences beside the asset; this file reads
// and checks them, and reads what a request offers. docs/wasm.md, "Returning visitors download a difference".

extension WebAssets {
    /// An asset's bytes compressed against one earlier version of it (RFC 9842's
    /// Dictionary-Compressed Zstandard, `Content-Encoding: dcz`), sent to a
    /// browser that names that version in `Available-Dictionary`.
    ///
    /// ``WebAssets/init(modulePath:prefix:)`` reads them from the files
    /// `scripts/wasm/dictionaries.py` writes beside a module-like asset
    /// (`TextInputWeb.wasm.<16 hex digits of the dictionary's SHA-256>.dcz`,
    /// with a `.dcz.sum` naming the bytes it decodes to) and keeps only those
    /// that check out (``DictionaryDelta/init(dcz:holding:sum:)``).
    public struct DictionaryDelta: Sendable, Equatable {
        /// The SHA-256 of the dictionary (the earlier version), as the body's
        /// header carries it and a browser names it in `Available-Dictionary`.
        public var dictionaryHash: [UInt8]
        /// The whole `dcz` body: the 8-byte signature, ``dictionaryHash`` and
        /// one Zstandard frame made with the dictionary as raw content.
        public var body: [UInt8]

        /// The first 8 bytes of every `dcz` body (RFC 9842 section 5): a
        /// Zstandard skippable frame's header with a 32-byte payload, which
        /// is the dictionary's SHA-256.
        public static let signature: [UInt8] = [0x5E, 0x2A, 0x4D, 0x18, 0x20, 0x00, 0x00, 0x00]

        /// A `dcz` body checked against the asset it must decode to, or nil.
        ///
        /// The server has no Zstandard decoder, so it checks what it can read:
        /// the signature and the dictionary's hash in the header, one
        /// Zstandard frame that uses no formatted dictionary, records
        /// `target`'s length as its content size and carries a content
        /// checksum (which the browser verifies while decoding), and `sum`,
        /// the `.dcz.sum` line (CRC-32 and length) the build script wrote
        /// after decoding the body and comparing it with the asset.
        ///
        /// - Parameters:
        ///   - dcz: the body, as in the `.dcz` file.
        ///   - target: the asset's bytes.
        ///   - sum: the `.dcz.sum` file's text.
        public init?(dcz: [UInt8], holding target: [UInt8], sum: String) {
            let frame = Self.signature.count + 32
            guard dcz.count > frame + 5, dcz.starts(with: Self.signature),
                  dcz[frame..<frame + 4].elementsEqual([0x28, 0xB5, 0x2F, 0xFD]),
                  Self.frameContentSize(dcz, at: frame + 4) == UInt64(target.count),
                  WebAssets.sum(sum, names: target) else { return nil }
            dictionaryHash = Array(dcz[Self.signature.count..<frame])
            body = dcz
        }

        /// The content size a Zstandard frame header records (RFC 8878
        /// section 3.1.1.1), when the frame carries a content checksum and no
        /// dictionary ID other than 0; else nil.
        static func frameContentSize(_ bytes: [UInt8], at descriptorIndex: Int) -> UInt64? {
            let descriptor = bytes[descriptorIndex]
            let sizeFlag = Int(descriptor >> 6), singleSegment = descriptor & 0x20 != 0
            guard descriptor & 0x08 == 0, descriptor & 0x04 != 0 else { return nil }   // reserved bit, checksum
            var index = descriptorIndex + 1 + (singleSegment ? 0 : 1)
            let idLength = [0, 1, 2, 4][Int(descriptor & 0x03)]
            let sizeLength = [singleSegment ? 1 : 0, 2, 4, 8][sizeFlag]
            guard sizeLength > 0, index + idLength + sizeLength <= bytes.count else { return nil }
            func littleEndian(_ count: Int) -> UInt64 {
                (0..<count).reduce(UInt64(0)) { $0 | UInt64(bytes[index + $1]) << (8 * UInt64($1)) }
            }
            guard littleEndian(idLength) == 0 else { return nil }
            index += idLength
            return littleEndian(sizeLength) + (sizeLength == 2 ? 256 : 0)
        }
    }

    /// The deltas written beside the asset file at `path` for the asset's
    /// `body` (`NAME.<16 hex digits>.dcz` with its `.dcz.sum`), each checked by
    /// ``DictionaryDelta/init(dcz:holding:sum:)`` and by its hash matching
    /// its file name; others are ignored, never sent.
    static func dictionaryDeltas(beside path: String, body: [UInt8]) -> [DictionaryDelta] {
        let file = URL(fileURLWithPath: path)
        let folder = file.deletingLastPathComponent().path, name = file.lastPathComponent
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var deltas: [DictionaryDelta] = []
        for entry in entries.sorted() where entry.hasPrefix(name + ".") && entry.hasSuffix(".dcz") {
            let id = entry.dropFirst(name.count + 1).dropLast(4)
            guard id.count == 16, id.allSatisfy({ ("0"..."9").contains($0) || ("a"..."f").contains($0) }),
                  let dcz = FileManager.default.contents(atPath: folder + "/" + entry),
                  let sum = FileManager.default.contents(atPath: folder + "/" + entry + ".sum"),
                  let delta = DictionaryDelta(dcz: [UInt8](dcz), holding: body, sum: String(decoding: sum, as: UTF8.self)),
                  hex(delta.dictionaryHash).hasPrefix(id),
                  !deltas.contains(where: { $0.dictionaryHash == delta.dictionaryHash }) else { continue }
            deltas.append(delta)
        }
        return deltas
    }

    /// The `Use-As-Dictionary` pattern of the assets served at
    /// `prefix/name.HASH.ext`: `prefix/name.*.ext` (a URL pattern, relative
    /// to the asset's address), so that every later version of the asset
    /// names this one as its dictionary. Nil when `prefix` or `name` holds a
    /// character other than ASCII letters, digits and `/-._~`, which would
    /// need escaping in a URL pattern (the asset is then served without
    /// dictionaries).
    static func dictionaryMatch(prefix: String, name: String, ext: String) -> String? {
        let literal = prefix + "/" + name + "." + ext
        guard literal.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "/-._~".unicodeScalars.contains($0)) })
        else { return nil }
        return prefix + "/" + name + ".*." + ext
    }

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0 >> 4, radix: 16) + String($0 & 0x0F, radix: 16) }.joined()
    }
}

extension WebAssets.Asset {
    /// The asset as a compression dictionary for its later versions
    /// (``dictionaryMatch``), with the deltas beside `file` that decode to its
    /// body (``dictionaryDeltas``).
    func usableAsDictionary(prefix: String, name: String, ext: String, file: String) -> Self {
        var copy = self
        copy.dictionaryMatch = WebAssets.dictionaryMatch(prefix: prefix, name: name, ext: ext)
        copy.dictionaryDeltas = copy.dictionaryMatch == nil ? [] : WebAssets.dictionaryDeltas(beside: file, body: body)
        return copy
    }
}
