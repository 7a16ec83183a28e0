extension [UInt8] {
    /// Whether these bytes are a WebAssembly module that exports a table named "t" (a first module whose parts
    /// write their functions into it, scripts/wasm/wasm-parts.py).
    var containsTableExport: Bool {
        guard count >= 8, self[0] == 0, self[1] == 0x61, self[2] == 0x73, self[3] == 0x6D else { return false }
        var position = 8
        func leb() -> Int? {
            var result = 0
            var shift = 0
            while position < count, shift < 35 {
                let byte = self[position]
                position += 1
                result |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return result }
                shift += 7
            }
            return nil
        }
        while position < count {
            let id = self[position]
            position += 1
            guard let size = leb(), position + size <= count else { return false }
            let end = position + size
            if id == 7 {
                guard let entries = leb() else { return false }
                for _ in 0..<entries {
                    guard let length = leb(), position + length + 1 <= end else { return false }
                    let name = self[position..<position + length]
                    position += length
                    let kind = self[position]
                    position += 1
                    guard leb() != nil else { return false }
                    if kind == 1, name.elementsEqual([0x74]) { return true }
                }
                return false
            }
            position = end
        }
        return false
    }
}
