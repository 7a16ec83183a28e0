/// One wrapped line: its UTF-16 length without the hard break, its width
/// and the break's length (0 for a soft wrap or the last line).
struct LineRecord: Sendable, Equatable {
    var content: UInt32
    var width: UInt32
    var breakLength: UInt8

    var length: Int { Int(content) + Int(breakLength) }
}
