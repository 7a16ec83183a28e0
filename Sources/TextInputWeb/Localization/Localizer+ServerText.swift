import TextInputCore

extension Localizer {
    /// The text of a server sentence in this localizer's language (English
    /// when the built-in tables lack it), with `{0}`, `{1}`, … replaced by
    /// `arguments` as the core's keys are (``substituting(_:into:)``).
    public func string(_ key: ServerText, _ arguments: String...) -> String {
        let template = ServerTextTables.string(key, language: language) ?? ServerTextTables.english(key)
        return Localizer.substituting(arguments, into: template)
    }
}
