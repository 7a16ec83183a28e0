import TextInputCore

/// The bytes of the last answer, owned by the module.
struct AnswerBuffer {
    private(set) var pointer: UnsafeMutablePointer<UInt8>?
    private var capacity = 0

    /// Stores `text` as UTF-8 and returns its length in bytes.
    mutating func store(_ text: String) -> Int32 {
        var text = text
        return text.withUTF8 { bytes in
            if bytes.count > capacity || pointer == nil {
                pointer?.deallocate()
                capacity = max(bytes.count, 256)
                pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            }
            if let base = bytes.baseAddress, let pointer {
                // Raw copyMemory is memmove (memory.copy); Embedded Swift copies
                // typed pointers' elements in a byte loop.
                UnsafeMutableRawPointer(pointer).copyMemory(from: base, byteCount: bytes.count)
            }
            return Int32(bytes.count)
        }
    }
}
