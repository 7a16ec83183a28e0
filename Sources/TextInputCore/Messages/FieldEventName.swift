/// The field events of the message vocabulary (docs/driver.md), and the one
/// table of each event's name and the keys it takes besides `"event"` (and
/// `"field"` in a form): the parser reads an event's keys from it
/// (`MessageSession.fieldEvents(for:_:extraKeys:)`) and the writer writes
/// them from it (`MessageSession.message(for:)`), so the two cannot drift. A
/// case's raw value is its row; a test checks every row against its case.
///
/// (An enum over rows of one table, not a `String` raw value: the switch the
/// parser makes over it costs the page's module far less than one string
/// comparison per case.)
enum FieldEventName: Int, CaseIterable {
    case focus, blur, type, paste, backspace, delete, select, selectAll, move
    case clear, undo, redo, compose, submit, toggleVisibility, scan, enter
    case tap, choose, chooseScanned, escape, moveLine, leftOut, setText, adopt
    case setError, setChoices, setMessage, step

    /// Each event's name and its keys (space-separated), in case order.
    static let table: [(name: String, keys: String)] = [
        ("focus", ""), ("blur", ""), ("type", "text"), ("paste", "text"), ("backspace", "word line"),
        ("delete", "word line"), ("select", "from to"), ("selectAll", ""), ("move", "to extend visual"),
        ("clear", ""), ("undo", ""), ("redo", ""), ("compose", "text commit"), ("submit", ""),
        ("toggleVisibility", ""), ("scan", "text texts lines"), ("enter", ""), ("tap", "accessory"),
        ("choose", "text id"), ("chooseScanned", "index"), ("escape", ""), ("moveLine", "direction extend"),
        ("leftOut", "count fit"), ("setText", "text"), ("adopt", "text from to"), ("setError", "message"),
        ("setChoices", "choices"), ("setMessage", "message severity"), ("step", "by to"),
    ]

    /// The names of the form's own events (no `"field"`; `submit` without one is the form's too).
    static let formEventNames = ["next", "previous", "post"]

    /// The event's name in messages.
    var name: String { Self.table[rawValue].name }

    /// The keys the event takes besides `"event"` and `"field"`.
    var keys: [String] { Self.table[rawValue].keys.split(separator: " ").map { String($0) } }

    /// The event named `name`, if the vocabulary has one.
    init?(name: String) {
        guard let row = Self.table.firstIndex(where: { $0.name == name }) else { return nil }
        self.init(rawValue: row)
    }

    /// Every event's name, field events then the form's own (for messages that list them).
    static var allNames: [String] { table.map { $0.name } + formEventNames }
}
