/// Holds a formatter by reference, so that dispatching through
/// ``FieldFormatter`` copies one reference rather than every array, string
/// and closure of the formatter on each call (a keystroke makes several).
final class FormatterBox<Formatter: ValueFormatter>: Sendable {
    let formatter: Formatter

    init(_ formatter: Formatter) {
        self.formatter = formatter
    }
}
