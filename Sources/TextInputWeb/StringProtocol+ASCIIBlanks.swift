extension StringProtocol {
    /// The text without leading and trailing spaces and tabs (the blanks HTTP
    /// allows around a header value or a list item), as a `String`.
    var trimmingASCIIBlanks: String {
        var text = Substring(self)
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return String(text)
    }
}
