import TextInputCore

/// Checks a (pointer, length) pair before the module reads it.
public enum BoundaryCheck {
    /// An `{"error": ...}` line for a mistake made at the boundary itself.
    public static func error(_ message: String) -> String {
        JSONValue.object([("error", .string(message))]).serialized
    }

    /// What is wrong with the pair, or nil.
    public static func problem(pointer: UnsafePointer<UInt8>?, length: Int32) -> String? {
        if length < 0 { return "line length \(length) is below zero; pass the number of UTF-8 bytes" }
        if length > 0, pointer == nil { return "line pointer is 0 for \(length) bytes; write the line into memory from ti_alloc" }
        if length > MessageSession.maximumLineLength {
            return "line of \(length) bytes is over the limit of \(MessageSession.maximumLineLength) bytes"
        }
        #if arch(wasm32)
        if let pointer {
            let start = UInt(bitPattern: pointer)
            let end = start + UInt(length)
            if end < start || end > UInt(linearMemoryBytes()) {
                return "line at \(start)..<\(end) is outside the module's memory; write it into memory from ti_alloc"
            }
        }
        #endif
        return nil
    }
}
