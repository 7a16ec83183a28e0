import TextInputCore

/// Draws a ``ScanPromptScene`` into a block as wide as the form.
///
/// Path mode: the label and ": ", then the path in an underlined input area
/// on the same row (on the next row when fewer than
/// ``minimumPathWidth`` cells would be left), scrolled horizontally with
/// `‹` / `›` like a field; the message below in the negative colour.
/// Choice mode: the label, then one row per code, "1  QR-Code  text", the
/// highlighted one in reverse video. A blank row ends the block.
struct ScanPromptPainter {
    let theme: Theme
    let table: GlyphTable
    let measurer = MonospaceCellMeasurer()

    /// The narrowest input area put on the label's row.
    static let minimumPathWidth = 16

    /// Where the path's input area goes for a label in a form `width` wide.
    struct PathLayout: Equatable {
        /// The area's row in the block (0: the label's row, 1: below it).
        var row: Int
        /// Its first column.
        var column: Int
        /// Its width in cells; one more cell after it holds `›`.
        var width: Int
    }

    /// The input area's place for a label and a form width; the controller
    /// scrolls the path with the same width.
    static func pathLayout(label: String, formWidth: Int, measurer: MonospaceCellMeasurer = .init()) -> PathLayout {
        let start = measurer.width(of: label) + 2
        if formWidth - start - 1 >= minimumPathWidth {
            return PathLayout(row: 0, column: start, width: formWidth - start - 1)
        }
        return PathLayout(row: 1, column: 1, width: max(1, formWidth - 2))
    }

    /// The block, and the rows of it that must be on screen when the whole
    /// block does not fit: the path and its message, or the highlighted
    /// option.
    func paint(_ scene: ScanPromptScene, width: Int) -> (block: FieldBlock, mustShow: Range<Int>) {
        let labelStyle = table.style(theme.label(focused: true))
        let messageLines: [String] = scene.message.map { message in
            TextWrapper.wrap(message, width: width, mode: .word, measurer: measurer).map { String($0.text(in: message)) }
        } ?? []
        var regions: [HitRegion] = []
        var cursor: (row: Int, column: Int)?

        switch scene.content {
        case let .path(text, selection, firstColumn):
            let layout = Self.pathLayout(label: scene.label, formWidth: width, measurer: measurer)
            let height = layout.row + 1 + messageLines.count + 1
            var grid = CellGrid(width: width, height: height)
            let label = TextFitter.fit(scene.label + ":", width: width, maxLines: 1, mode: .truncateTail, measurer: measurer)
            grid.write(label.lines.first ?? "", row: 0, column: 0, style: labelStyle, table: table)
            var area = theme.value(readOnly: false)
            area.underline = true
            let areaStyle = table.style(area)
            grid.fill(row: layout.row, from: layout.column, count: layout.width, glyph: 0x20, style: areaStyle)
            let viewport = LineViewport(firstColumn: firstColumn, overflowsLeft: firstColumn > 0, overflowsRight: false)
            let visible = LineViewport.visibleText(text, viewport: viewport, width: layout.width, measurer: measurer)
            let before = FieldPainter.prefix(of: text, utf16: visible.range.lowerBound)
            var x = layout.column + max(0, measurer.width(of: before) - firstColumn)
            var offset = visible.range.lowerBound
            var selected = area
            selected.reverse = true
            let selectedStyle = table.style(selected)
            for character in visible.text {
                let isSelected = !selection.isEmpty && selection.contains(offset)
                x = grid.write(String(character), row: layout.row, column: x, style: isSelected ? selectedStyle : areaStyle,
                               table: table, limit: layout.column + layout.width)
                offset += character.utf16.count
            }
            let marker = table.style(theme.affix(readOnly: false))
            if firstColumn > 0, layout.column > 0 {
                grid.write(String(theme.icons.moreLeft), row: layout.row, column: layout.column - 1, style: marker, table: table)
            }
            if measurer.width(of: text) > firstColumn + layout.width {
                grid.write(String(theme.icons.moreRight), row: layout.row, column: layout.column + layout.width, style: marker, table: table)
            }
            let caret = measurer.width(of: FieldPainter.prefix(of: text, utf16: selection.upperBound)) - firstColumn
            cursor = (layout.row, layout.column + min(max(0, caret), layout.width - 1))
            regions.append(HitRegion(row: layout.row, columns: layout.column..<(layout.column + layout.width),
                                     target: .scanPath(column: firstColumn)))
            let negative = table.style(theme.negative)
            for (index, line) in messageLines.enumerated() {
                grid.write(line, row: layout.row + 1 + index, column: 0, style: negative, table: table)
            }
            return (FieldBlock(grid: grid, cursor: cursor, regions: regions), 0..<(height - 1))

        case let .choice(options, highlighted):
            let height = 1 + options.count + messageLines.count + 1
            var grid = CellGrid(width: width, height: height)
            let title = TextFitter.fit(scene.label, width: width, maxLines: 1, mode: .truncateTail, measurer: measurer)
            grid.write(title.lines.first ?? "", row: 0, column: 0, style: labelStyle, table: table)
            let numberWidth = String(options.count).count
            let nameWidth = options.map { measurer.width(of: $0.symbology) }.max() ?? 0
            for (index, option) in options.enumerated() {
                let row = 1 + index
                var style = index == highlighted ? theme.label(focused: true) : theme.value(readOnly: false)
                style.reverse = index == highlighted
                let rowStyle = table.style(style)
                let number = String(index + 1)
                let name = option.symbology + String(repeating: " ", count: nameWidth - measurer.width(of: option.symbology))
                let head = String(repeating: " ", count: numberWidth - number.count) + number + "  " + name + "  "
                grid.fill(row: row, from: 0, count: width, glyph: 0x20, style: rowStyle)
                let textStart = grid.write(head, row: row, column: 0, style: rowStyle, table: table)
                if textStart < width {
                    let fitted = TextFitter.fit(option.text, width: width - textStart, maxLines: 1, mode: .truncateTail, measurer: measurer)
                    grid.write(fitted.lines.first ?? "", row: row, column: textStart, style: rowStyle, table: table)
                }
                regions.append(HitRegion(row: row, columns: 0..<width, target: .scanChoice(index)))
                if index == highlighted { cursor = (row, 0) }
            }
            let negative = table.style(theme.negative)
            for (index, line) in messageLines.enumerated() {
                grid.write(line, row: 1 + options.count + index, column: 0, style: negative, table: table)
            }
            let highlightRow = 1 + min(max(0, highlighted), max(0, options.count - 1))
            return (FieldBlock(grid: grid, cursor: cursor, regions: regions), highlightRow..<(highlightRow + 1))
        }
    }
}
