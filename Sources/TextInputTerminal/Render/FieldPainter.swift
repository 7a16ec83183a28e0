import TextInputCore

/// One field drawn into its own small grid.
struct FieldBlock {
    var grid: CellGrid
    /// The caret's cell, when the field is focused.
    var cursor: (row: Int, column: Int)?
    var regions: [HitRegion]
}

/// Widths of a field's box.
struct BoxGeometry: Equatable {
    /// The whole block's width.
    var width: Int
    /// The text area's width (the field's layout width).
    var textWidth: Int
    /// The accessory zone's width.
    var accessoryWidth: Int

    /// The column where the text area starts.
    static let textStart = 2
}

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
        let textWidth = geometry.textWidth
        let disabled = p.isDisabled
        let readOnly = p.isReadOnly

        // Rows.
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
            let wrapped = TextWrapper.wrap(message.text, width: messageWidth, mode: .word, measurer: measurer)
            return wrapped.map { $0.text(in: message.text) }
        } ?? []
        let infoRows = max(messageLines.count, counterWidth > 0 ? 1 : 0)
        let labelRows = p.label == nil ? 0 : 1
        let suggestionRows = p.suggestions.isEmpty ? 0 : 1
        let height = labelRows + 2 + contentRows + infoRows + suggestionRows + 1
        var grid = CellGrid(width: width, height: height)
        var regions: [HitRegion] = []
        var cursor: (row: Int, column: Int)?
        var row = 0

        // Label line.
        if let label = p.label {
            let markerText = p.marker.map { " " + $0.text } ?? ""
            let room = max(1, width - measurer.width(of: markerText))
            let fitted = TextFitter.fit(label, width: room, maxLines: 1, mode: .truncateTail, measurer: measurer).lines.first ?? ""
            let end = grid.write(fitted, row: row, column: 0, style: table.style(theme.label(focused: p.isFocused)), table: table)
            if let marker = p.marker {
                grid.write(" " + marker.text, row: row, column: end, style: table.style(theme.marker(required: marker == .required)), table: table)
            }
            row += 1
        }

        // Box.
        let icons = theme.icons
        let borderRole: StyleRoles.Border = p.styles.border
        let border = table.style(theme.border(borderRole))
        let horizontal = table.glyph(borderRole == .none ? icons.dashed : icons.horizontal)
        let top = row
        grid.fill(row: top, from: 0, count: width, glyph: horizontal, style: border)
        grid.fill(row: top, from: 0, count: 1, glyph: table.glyph(icons.topLeft), style: border)
        grid.fill(row: top, from: width - 1, count: 1, glyph: table.glyph(icons.topRight), style: border)
        let bottom = top + contentRows + 1
        grid.fill(row: bottom, from: 0, count: width, glyph: horizontal, style: border)
        grid.fill(row: bottom, from: 0, count: 1, glyph: table.glyph(icons.bottomLeft), style: border)
        grid.fill(row: bottom, from: width - 1, count: 1, glyph: table.glyph(icons.bottomRight), style: border)
        let inside = table.style(theme.value(readOnly: readOnly))
        for contentRow in (top + 1)..<bottom {
            grid.fill(row: contentRow, from: 0, count: 1, glyph: table.glyph(icons.vertical), style: border)
            grid.fill(row: contentRow, from: 1, count: width - 2, glyph: 0x20, style: inside)
            grid.fill(row: contentRow, from: width - 1, count: 1, glyph: table.glyph(icons.vertical), style: border)
        }
        let textStart = BoxGeometry.textStart
        let firstContent = top + 1
        let styles = TextStyles(theme: theme, table: table, readOnly: readOnly)

        if p.kind == .note {
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
        } else if let placeholder = p.placeholder {
            let fitted = TextFitter.fit(placeholder, width: textWidth, maxLines: 1, mode: .truncateTail, measurer: measurer)
            grid.write(fitted.lines.first ?? "", row: firstContent, column: textStart, style: styles.placeholder,
                       table: table, limit: textStart + textWidth)
            if p.isFocused { cursor = (firstContent, textStart) }
            regions.append(HitRegion(row: firstContent, columns: textStart..<(textStart + textWidth),
                                     target: .text(field: index, line: 0, column: 0)))
        } else if p.isFocused {
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
        } else {
            for (offset, line) in fittedLines.prefix(contentRows).enumerated() {
                grid.write(line, row: firstContent + offset, column: textStart, style: styles.value, table: table,
                           limit: textStart + textWidth)
            }
            regions.append(HitRegion(row: firstContent, columns: textStart..<(textStart + textWidth),
                                     target: .text(field: index, line: 0, column: 0)))
        }

        // Accessories, right-aligned in the zone on the first content row.
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
        row = bottom + 1

        // Info line(s): the message on the left, the counter on the right.
        if let message = p.message {
            let style = message.tone == .negative ? theme.negative : theme.helper
            let styleIndex = table.style(style)
            for (offset, line) in messageLines.enumerated() {
                grid.write(line, row: row + offset, column: 0, style: styleIndex, table: table, limit: messageWidth)
            }
        }
        if let counter = p.counter {
            grid.write(counter.text, row: row, column: width - counterWidth, style: table.style(theme.counter(p.styles.counter)), table: table)
        }
        row += infoRows

        // Suggestions.
        if !p.suggestions.isEmpty {
            var x = 0
            for (number, suggestion) in p.suggestions.enumerated() {
                let suggestionWidth = measurer.width(of: suggestion)
                guard x + suggestionWidth <= width else { break }
                var style = theme.helper
                style.reverse = number == highlightedSuggestion
                grid.write(suggestion, row: row, column: x, style: table.style(style), table: table)
                regions.append(HitRegion(row: row, columns: x..<(x + suggestionWidth), target: .suggestion(field: index, suggestion)))
                x += suggestionWidth + 2
            }
        }

        if disabled {
            // The whole cell at half strength.
            for line in 0..<grid.height {
                grid.restyle(row: line, from: 0, count: width) { index in
                    var style = table.styles[Int(index)]
                    style.faint = true
                    return table.style(style)
                }
            }
            regions.removeAll()
        }
        return FieldBlock(grid: grid, cursor: cursor, regions: regions)
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
