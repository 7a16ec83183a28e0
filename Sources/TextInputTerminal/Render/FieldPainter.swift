import TextInputCore

/// Draws one field's presentation: label line, bordered box with text and
/// accessories, info line with message and counter, suggestions.
struct FieldPainter {
    let theme: Theme
    let table: GlyphTable
    let measurer = MonospaceCellMeasurer()

    /// The accessory zone's width for a field's possible accessories: each
    /// takes a space and its widest glyph.
    static func accessoryWidth(_ accessories: [FieldAccessory], icons: IconSet, measurer: MonospaceCellMeasurer = .init()) -> Int {
        accessories.reduce(0) { total, accessory in
            total + 1 + max(measurer.width(of: icons.glyph(for: accessory, textHidden: true)),
                            measurer.width(of: icons.glyph(for: accessory, textHidden: false)),
                            measurer.width(of: icons.glyph(for: accessory, textHidden: false, scanKind: .text)))
        }
    }

    func paint(_ p: FieldPresentation, index: Int, geometry: BoxGeometry, highlightedSuggestion: Int?) -> FieldBlock {
        let width = geometry.width
        let disabled = p.isDisabled
        let readOnly = p.isReadOnly

        // Rows.
        let layout = rowLayout(p, width: width)
        var grid = CellGrid(width: width, height: layout.height)
        var regions: [HitRegion] = []
        var cursor: (row: Int, column: Int)?
        var row = 0

        // Label line.
        if let label = p.label {
            drawLabel(label, of: p, in: &grid, row: row, width: width)
            row += 1
        }

        // Box.
        let top = row
        let bottom = top + layout.contentRows + 1
        drawBox(p, in: &grid, top: top, bottom: bottom, width: width, readOnly: readOnly)
        let area = TextArea(index: index, width: width, textWidth: geometry.textWidth, firstContent: top + 1,
                            contentRows: layout.contentRows, styles: TextStyles(theme: theme, table: table, readOnly: readOnly))

        if p.kind == .note {
            drawNote(p, in: area, grid: &grid, regions: &regions, cursor: &cursor)
        } else if let placeholder = p.placeholder {
            drawPlaceholder(placeholder, of: p, in: area, grid: &grid, regions: &regions, cursor: &cursor)
        } else if p.isFocused {
            drawFocusedLine(p, in: area, grid: &grid, regions: &regions, cursor: &cursor)
        } else {
            drawFittedLines(layout.fittedLines, in: area, grid: &grid, regions: &regions)
        }

        // Accessories, right-aligned in the zone on the first content row.
        drawAccessories(p, in: area, readOnly: readOnly, grid: &grid, regions: &regions)
        row = bottom + 1

        // Info line(s): the message on the left, the counter on the right.
        drawInfoLines(p, layout: layout, row: row, width: width, grid: &grid)
        row += layout.infoRows

        // Suggestions.
        if !p.suggestions.isEmpty {
            drawSuggestions(p, index: index, highlightedSuggestion: highlightedSuggestion, row: row, width: width,
                            grid: &grid, regions: &regions)
        }

        if disabled {
            // The whole cell at half strength.
            fade(&grid, width: width)
            regions.removeAll()
        }
        return FieldBlock(grid: grid, cursor: cursor, regions: regions)
    }

    /// How many rows each part of a field's block takes, and the lines that
    /// decided it.
    private struct RowLayout {
        /// The rows inside the box.
        var contentRows: Int
        /// An unfocused value's lines, as the core fitted them.
        var fittedLines: [String]
        /// The counter's width in cells (0 without a counter).
        var counterWidth: Int
        /// The width the message wraps at.
        var messageWidth: Int
        /// The message's wrapped lines.
        var messageLines: [Substring]
        /// The rows below the box for the message and the counter.
        var infoRows: Int
        /// The whole block's height.
        var height: Int
    }

    /// Where a field's text goes inside its box: what the steps after the
    /// box share.
    private struct TextArea {
        /// The field's index in the form (hit regions name it).
        var index: Int
        /// The whole block's width.
        var width: Int
        /// The text area's width.
        var textWidth: Int
        /// The first row inside the box.
        var firstContent: Int
        /// The rows inside the box.
        var contentRows: Int
        /// Style indices for the runs of the text.
        var styles: TextStyles
    }

    /// The rows of the box's content, the message and the counter, and the
    /// block's height.
    private func rowLayout(_ p: FieldPresentation, width: Int) -> RowLayout {
        let contentRows: Int
        var fittedLines: [String] = []
        if p.kind == .note {
            contentRows = max(1, p.lines?.visible ?? 3)
        } else if !p.isFocused, let fitted = p.fitted, p.placeholder == nil {
            fittedLines = fitted.lines
            contentRows = max(1, fitted.lines.count)
        } else {
            contentRows = 1
        }
        let counterText = p.counter?.text ?? ""
        let counterWidth = measurer.width(of: counterText)
        let messageWidth = max(1, counterWidth > 0 ? width - counterWidth - 1 : width)
        let messageLines: [Substring] = p.message.map { message in
            // A warning, success or information starts with its glyph, so it reads as such without colour.
            let text = message.severity.flatMap { theme.icons.glyph(for: $0) }.map { $0 + " " + message.text } ?? message.text
            let wrapped = TextWrapper.wrap(text, width: messageWidth, mode: .word, measurer: measurer)
            return wrapped.map { $0.text(in: text) }
        } ?? []
        let infoRows = max(messageLines.count, counterWidth > 0 ? 1 : 0)
        let labelRows = p.label == nil ? 0 : 1
        let suggestionRows = p.suggestions.isEmpty ? 0 : 1
        let height = labelRows + 2 + contentRows + infoRows + suggestionRows + 1
        return RowLayout(contentRows: contentRows, fittedLines: fittedLines, counterWidth: counterWidth, messageWidth: messageWidth,
                         messageLines: messageLines, infoRows: infoRows, height: height)
    }

    /// The label line: the label, cut to leave room for the marker, then the
    /// marker.
    private func drawLabel(_ label: String, of p: FieldPresentation, in grid: inout CellGrid, row: Int, width: Int) {
        let markerText = p.marker.map { " " + $0.text } ?? ""
        let room = max(1, width - measurer.width(of: markerText))
        let fitted = TextFitter.fit(label, width: room, maxLines: 1, mode: .truncateTail, measurer: measurer).lines.first ?? ""
        let end = grid.write(fitted, row: row, column: 0, style: table.style(theme.label(focused: p.isFocused)), table: table)
        if let marker = p.marker {
            grid.write(" " + marker.text, row: row, column: end, style: table.style(theme.marker(required: marker == .required)), table: table)
        }
    }

    /// The box: its border from row `top` to row `bottom`, and the rows
    /// between filled with the value's background.
    private func drawBox(_ p: FieldPresentation, in grid: inout CellGrid, top: Int, bottom: Int, width: Int, readOnly: Bool) {
        let icons = theme.icons
        let borderRole: StyleRoles.Border = p.styles.border
        let border = table.style(theme.border(borderRole))
        let horizontal = table.glyph(borderRole == .none ? icons.dashed : icons.horizontal)
        grid.fill(row: top, from: 0, count: width, glyph: horizontal, style: border)
        grid.fill(row: top, from: 0, count: 1, glyph: table.glyph(icons.topLeft), style: border)
        grid.fill(row: top, from: width - 1, count: 1, glyph: table.glyph(icons.topRight), style: border)
        grid.fill(row: bottom, from: 0, count: width, glyph: horizontal, style: border)
        grid.fill(row: bottom, from: 0, count: 1, glyph: table.glyph(icons.bottomLeft), style: border)
        grid.fill(row: bottom, from: width - 1, count: 1, glyph: table.glyph(icons.bottomRight), style: border)
        let inside = table.style(theme.value(readOnly: readOnly))
        for contentRow in (top + 1)..<bottom {
            grid.fill(row: contentRow, from: 0, count: 1, glyph: table.glyph(icons.vertical), style: border)
            grid.fill(row: contentRow, from: 1, count: width - 2, glyph: 0x20, style: inside)
            grid.fill(row: contentRow, from: width - 1, count: 1, glyph: table.glyph(icons.vertical), style: border)
        }
    }

    /// A note's content: its placeholder or its lines on screen, a text
    /// region per row, the caret, and the scroll bar's thumb in the right
    /// border.
    private func drawNote(_ p: FieldPresentation, in area: TextArea, grid: inout CellGrid, regions: inout [HitRegion],
                          cursor: inout (row: Int, column: Int)?) {
        let icons = theme.icons
        let index = area.index
        let width = area.width
        let textWidth = area.textWidth
        let contentRows = area.contentRows
        let firstContent = area.firstContent
        let textStart = BoxGeometry.textStart
        let styles = area.styles
        let firstLine = p.lines?.firstLine ?? 0
        if let placeholder = p.placeholder {
            let lines = TextWrapper.wrap(placeholder, width: textWidth, mode: .word, measurer: measurer)
            for (offset, line) in lines.prefix(contentRows).enumerated() {
                grid.write(line.text(in: placeholder), row: firstContent + offset, column: textStart,
                           style: styles.placeholder, table: table, limit: textStart + textWidth)
            }
        } else {
            // The core hands over the lines on screen: a long note is never
            // read or wrapped whole to draw it.
            for (offset, line) in shownNoteLines(p, width: textWidth).prefix(contentRows).enumerated() {
                drawRun(p, text: line.text, in: &grid, row: firstContent + offset, range: line.range, column: textStart,
                        limit: textStart + textWidth, styles: styles)
            }
        }
        for offset in 0..<contentRows {
            regions.append(HitRegion(row: firstContent + offset, columns: textStart..<(textStart + textWidth),
                                     target: .text(field: index, line: firstLine + offset, column: 0)))
        }
        if p.isFocused, let location = p.lines?.caret ?? wrappedCaret(p, width: textWidth) {
            let line = location.line - firstLine
            if (0..<contentRows).contains(line) {
                cursor = (firstContent + line, textStart + min(location.column, textWidth - 1))
            }
        }
        if let lines = p.lines, lines.scrolls, lines.total > lines.visible {
            let thumbSize = max(1, lines.visible * lines.visible / lines.total)
            let thumbStart = lines.firstLine * (lines.visible - thumbSize) / max(1, lines.total - lines.visible)
            for offset in thumbStart..<min(contentRows, thumbStart + thumbSize) {
                grid.fill(row: firstContent + offset, from: width - 1, count: 1, glyph: table.glyph(icons.thumb),
                          style: table.style(theme.thumb))
            }
        }
    }

    /// A one-line field's placeholder, the caret at its start when focused.
    private func drawPlaceholder(_ placeholder: String, of p: FieldPresentation, in area: TextArea, grid: inout CellGrid,
                                 regions: inout [HitRegion], cursor: inout (row: Int, column: Int)?) {
        let index = area.index
        let textWidth = area.textWidth
        let firstContent = area.firstContent
        let textStart = BoxGeometry.textStart
        let styles = area.styles
        let fitted = TextFitter.fit(placeholder, width: textWidth, maxLines: 1, mode: .truncateTail, measurer: measurer)
        grid.write(fitted.lines.first ?? "", row: firstContent, column: textStart, style: styles.placeholder,
                   table: table, limit: textStart + textWidth)
        if p.isFocused { cursor = (firstContent, textStart) }
        regions.append(HitRegion(row: firstContent, columns: textStart..<(textStart + textWidth),
                                 target: .text(field: index, line: 0, column: 0)))
    }

    /// A focused one-line field: the visible part of its text, scrolled
    /// horizontally, the caret, and `‹` / `›` where text is scrolled off.
    private func drawFocusedLine(_ p: FieldPresentation, in area: TextArea, grid: inout CellGrid, regions: inout [HitRegion],
                                 cursor: inout (row: Int, column: Int)?) {
        let icons = theme.icons
        let index = area.index
        let textWidth = area.textWidth
        let firstContent = area.firstContent
        let textStart = BoxGeometry.textStart
        let styles = area.styles
        let viewport = LineViewport(firstColumn: p.firstColumn, overflowsLeft: p.firstColumn > 0, overflowsRight: false)
        let visible = LineViewport.visibleText(p.text, viewport: viewport, width: textWidth, measurer: measurer)
        let before = Self.prefix(of: p.text, utf16: visible.range.lowerBound)
        let lead = measurer.width(of: before) - p.firstColumn
        drawRun(p, in: &grid, row: firstContent, range: visible.range, column: textStart + max(0, lead),
                limit: textStart + textWidth, styles: styles)
        let caretColumn = measurer.width(of: Self.prefix(of: p.text, utf16: p.selection.upperBound)) - p.firstColumn
        cursor = (firstContent, textStart + min(max(0, caretColumn), textWidth - 1))
        if p.firstColumn > 0 {
            grid.write(String(icons.moreLeft), row: firstContent, column: 1, style: styles.affix, table: table)
        }
        if measurer.width(of: p.text) > p.firstColumn + textWidth {
            grid.write(String(icons.moreRight), row: firstContent, column: textStart + textWidth, style: styles.affix, table: table)
        }
        regions.append(HitRegion(row: firstContent, columns: textStart..<(textStart + textWidth),
                                 target: .text(field: index, line: 0, column: p.firstColumn)))
    }

    /// An unfocused field's value: the lines the core fitted.
    private func drawFittedLines(_ fittedLines: [String], in area: TextArea, grid: inout CellGrid, regions: inout [HitRegion]) {
        let index = area.index
        let textWidth = area.textWidth
        let contentRows = area.contentRows
        let firstContent = area.firstContent
        let textStart = BoxGeometry.textStart
        let styles = area.styles
        for (offset, line) in fittedLines.prefix(contentRows).enumerated() {
            grid.write(line, row: firstContent + offset, column: textStart, style: styles.value, table: table,
                       limit: textStart + textWidth)
        }
        regions.append(HitRegion(row: firstContent, columns: textStart..<(textStart + textWidth),
                                 target: .text(field: index, line: 0, column: 0)))
    }

    /// The accessories, right-aligned in the zone on the first content row,
    /// as many as fit right of the text area.
    private func drawAccessories(_ p: FieldPresentation, in area: TextArea, readOnly: Bool, grid: inout CellGrid,
                                 regions: inout [HitRegion]) {
        let icons = theme.icons
        let index = area.index
        let width = area.width
        let textWidth = area.textWidth
        let firstContent = area.firstContent
        let textStart = BoxGeometry.textStart
        var column = width - 2
        for accessory in p.accessories.reversed() {
            let glyph = icons.glyph(for: accessory, textHidden: p.isTextHidden, scanKind: p.scanKind)
            let glyphWidth = measurer.width(of: glyph)
            column -= glyphWidth
            guard column > textStart + textWidth else { break }
            let style = accessory == .error ? theme.negative : theme.accessory
            var accessoryStyle = style
            if readOnly, theme.hasColor { accessoryStyle.background = theme.value(readOnly: true).background }
            grid.write(glyph, row: firstContent, column: column, style: table.style(accessoryStyle), table: table)
            regions.append(HitRegion(row: firstContent, columns: column..<(column + glyphWidth),
                                     target: .accessory(field: index, accessory)))
            column -= 1
        }
    }

    /// The info line(s) from `row`: the message on the left, the counter on
    /// the right.
    private func drawInfoLines(_ p: FieldPresentation, layout: RowLayout, row: Int, width: Int, grid: inout CellGrid) {
        if let message = p.message {
            let style = theme.message(message.tone)
            let styleIndex = table.style(style)
            for (offset, line) in layout.messageLines.enumerated() {
                grid.write(line, row: row + offset, column: 0, style: styleIndex, table: table, limit: layout.messageWidth)
            }
        }
        if let counter = p.counter {
            grid.write(counter.text, row: row, column: width - layout.counterWidth, style: table.style(theme.counter(p.styles.counter)),
                       table: table)
        }
    }

    /// The suggestions on `row`, left to right, as many as fit; the
    /// highlighted one in reverse video, the part the typed text matched in
    /// bold (``FieldPresentation/suggestionMatches``).
    private func drawSuggestions(_ p: FieldPresentation, index: Int, highlightedSuggestion: Int?, row: Int, width: Int,
                                 grid: inout CellGrid, regions: inout [HitRegion]) {
        var x = 0
        let matches = p.suggestionMatches
        for (number, choice) in p.suggestions.enumerated() {
            let suggestion = choice.text
            let suggestionWidth = measurer.width(of: suggestion)
            guard x + suggestionWidth <= width else { break }
            var style = theme.helper
            style.reverse = number == highlightedSuggestion
            grid.write(suggestion, row: row, column: x, style: table.style(style), table: table)
            if number < matches.count, let match = matches[number] {
                let characters = Array(suggestion)
                let lower = min(match.lowerBound, characters.count)
                let upper = min(match.upperBound, characters.count)
                var bold = style
                bold.bold = true
                grid.write(String(characters[lower..<upper]), row: row,
                           column: x + measurer.width(of: String(characters[..<lower])), style: table.style(bold), table: table)
            }
            regions.append(HitRegion(row: row, columns: x..<(x + suggestionWidth), target: .suggestion(field: index, suggestion)))
            x += suggestionWidth + 2
        }
    }

    /// Every cell of a disabled field's block made faint.
    private func fade(_ grid: inout CellGrid, width: Int) {
        for line in 0..<grid.height {
            grid.restyle(row: line, from: 0, count: width) { index in
                var style = table.styles[Int(index)]
                style.faint = true
                return table.style(style)
            }
        }
    }

    /// Draws the characters of `range` of the text from a column, styling
    /// affixes, the selection (when focused) and marked text.
    private func drawRun(_ p: FieldPresentation, in grid: inout CellGrid, row: Int, range: Range<Int>, column: Int,
                         limit: Int, styles: TextStyles) {
        let text = p.text
        let lower = String.Index(utf16Offset: range.lowerBound, in: text)
        let upper = String.Index(utf16Offset: range.upperBound, in: text)
        drawRun(p, text: String(text[lower..<upper]), in: &grid, row: row, range: range, column: column, limit: limit, styles: styles)
    }

    /// A note's lines on screen: those the core handed over, or (for a
    /// presentation made without them, as previews and tests make them) the
    /// text wrapped here.
    private func shownNoteLines(_ p: FieldPresentation, width: Int) -> [ShownLine] {
        if let shown = p.lines?.shown, !shown.isEmpty { return shown }
        let text = p.text
        let wrapped = TextWrapper.wrap(text, width: width, mode: .word, measurer: measurer)
        let first = min(p.lines?.firstLine ?? 0, wrapped.count)
        return wrapped[first...].map { ShownLine(text: String($0.text(in: text)), range: $0.range, width: $0.width) }
    }

    /// The caret's cell in a note presentation made without one.
    private func wrappedCaret(_ p: FieldPresentation, width: Int) -> CellPosition? {
        let text = p.text
        let wrapped = TextWrapper.wrap(text, width: width, mode: .word, measurer: measurer)
        let location = TextWrapper.cellLocation(ofOffset: p.selection.upperBound, in: wrapped, text: text, measurer: measurer)
        return CellPosition(line: location.line, column: location.column)
    }

    /// Draws `text`, which is `range` of the field's text, styling affixes,
    /// the selection and marked text by their offsets.
    private func drawRun(_ p: FieldPresentation, text: String, in grid: inout CellGrid, row: Int, range: Range<Int>, column: Int,
                         limit: Int, styles: TextStyles) {
        var offset = range.lowerBound
        var x = column
        for character in text {
            let length = character.utf16.count
            let affix = !p.editableRange.contains(offset)
            let selected = p.isFocused && !p.selection.isEmpty && p.selection.contains(offset)
            let marked = p.markedRange?.contains(offset) ?? false
            let style = styles.style(affix: affix, selected: selected, marked: marked)
            x = grid.write(String(character), row: row, column: x, style: style, table: table, limit: limit)
            offset += length
            if x >= limit { break }
        }
    }

    /// The text before a UTF-16 offset.
    static func prefix(of text: String, utf16 offset: Int) -> Substring {
        let clamped = min(max(0, offset), text.utf16.count)
        return text[..<String.Index(utf16Offset: clamped, in: text)]
    }
}
