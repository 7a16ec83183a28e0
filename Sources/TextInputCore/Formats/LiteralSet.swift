/// A set of literal characters: ASCII ones as bits, others listed.
struct LiteralSet: Sendable, Hashable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private var others: [Character] = []

    init(_ characters: [Character]) {
        for character in characters {
            if let byte = Self.ascii(character) {
                if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
            } else if !others.contains(character) {
                others.append(character)
            }
        }
    }

    @inline(__always)
    static func ascii(_ character: Character) -> UInt8? {
        let utf8 = character.utf8
        guard utf8.count == 1, let byte = utf8.first, byte < 0x80 else { return nil }
        return byte
    }

    /// Whether `character` is one of the literals.
    @inline(__always)
    func contains(_ character: Character) -> Bool {
        if let byte = Self.ascii(character) {
            return byte < 64 ? low & (1 << UInt64(byte)) != 0 : high & (1 << UInt64(byte - 64)) != 0
        }
        return !others.isEmpty && others.contains(character)
    }
}
