import TextInputCore

/// Style indices for the runs of a field's text.
struct TextStyles {
    let theme: Theme
    let table: GlyphTable
    let value: UInt16
    let affix: UInt16
    let placeholder: UInt16
    let readOnly: Bool

    init(theme: Theme, table: GlyphTable, readOnly: Bool) {
        self.theme = theme
        self.table = table
        self.readOnly = readOnly
        value = table.style(theme.value(readOnly: readOnly))
        affix = table.style(theme.affix(readOnly: readOnly))
        placeholder = table.style(theme.placeholder(readOnly: readOnly))
    }

    func style(affix isAffix: Bool, selected: Bool, marked: Bool) -> UInt16 {
        if !selected, !marked { return isAffix ? affix : value }
        var style = isAffix ? theme.affix(readOnly: readOnly) : theme.value(readOnly: readOnly)
        style.reverse = selected
        style.underline = marked
        return table.style(style)
    }
}
