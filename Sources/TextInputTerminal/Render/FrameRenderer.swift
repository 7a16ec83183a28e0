import TextInputCore

/// Turns a ``FormScene`` into a ``FormFrame`` of a given size.
///
/// The form is a column at most 64 cells wide, 2 cells from the left edge;
/// each field is a block (``FieldPainter``) cached until its presentation
/// changes. A form taller than the screen scrolls so the focused field is
/// whole on screen; the last row is the status line. An open scan prompt
/// (``ScanPromptScene``) is drawn below its field, takes the caret, and is
/// scrolled into view with it.
public final class FrameRenderer {
    /// Interned glyphs and styles of every frame this renderer makes.
    public let table = GlyphTable()
    /// Colours and glyphs.
    public var theme: Theme {
        didSet {
            if theme != oldValue {
                cache.removeAll()
                accessoryWidths.removeAll()
                headerCache = nil
                statusCache = nil
            }
        }
    }
    /// The first document row on screen.
    public private(set) var scrollTop = 0

    private struct CachedBlock {
        var presentation: FieldPresentation
        var geometry: BoxGeometry
        var block: FieldBlock
    }
    private var cache: [Int: CachedBlock] = [:]
    /// What the header and status line were drawn from.
    private struct ChromeKey: Equatable {
        var texts: [String]
        var width: Int
        var alert: Bool
    }
    private var headerCache: (key: ChromeKey, grid: CellGrid)?
    private var statusCache: (key: ChromeKey, grid: CellGrid)?
    /// Accessory zone widths by the accessories a field can show.
    private var accessoryWidths: [[FieldAccessory]: Int] = [:]
    private let measurer = MonospaceCellMeasurer()

    /// The widest the form gets.
    public static let maximumFormWidth = 64

    /// Creates a renderer.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// The left margin for a terminal width.
    public static func margin(columns: Int) -> Int { columns >= 24 ? 2 : 0 }

    /// The form's width for a terminal width.
    public static func formWidth(columns: Int) -> Int {
        max(8, min(columns - 2 * margin(columns: columns), maximumFormWidth))
    }

    /// The text area's width in a field box: the layout width to give the
    /// core for a field with these possible accessories.
    public func textWidth(formWidth: Int, possibleAccessories: [FieldAccessory]) -> Int {
        max(1, formWidth - 4 - accessoryWidth(possibleAccessories))
    }

    /// The accessory zone's width, measured once per set of accessories.
    private func accessoryWidth(_ accessories: [FieldAccessory]) -> Int {
        if let width = accessoryWidths[accessories] { return width }
        let width = FieldPainter.accessoryWidth(accessories, icons: theme.icons)
        accessoryWidths[accessories] = width
        return width
    }

    /// Draws a scene.
    public func render(_ scene: FormScene, columns: Int, rows: Int) -> FormFrame {
        let columns = max(1, columns)
        let rows = max(1, rows)
        let margin = Self.margin(columns: columns)
        let formWidth = Self.formWidth(columns: columns)
        let painter = FieldPainter(theme: theme, table: table)

        // Header and status line, redrawn only when their text or width change.
        let header = headerGrid(for: scene, formWidth: formWidth)
        updateStatusLine(for: scene, width: max(1, columns - margin))

        // Field blocks.
        let blocks = fieldBlocks(for: scene, formWidth: formWidth, painter: painter)

        // The scan prompt, below its field.
        let prompt = scanPrompt(for: scene, blocks: blocks, formWidth: formWidth)

        // Submit button.
        let button = "[ \(scene.submitLabel) ]"

        // Document rows and scrolling.
        let layout = documentLayout(header: header, blocks: blocks, prompt: prompt, margin: margin, rows: rows)
        scroll(to: layout, scene: scene, blocks: blocks, prompt: prompt)

        // Compose the screen.
        var grid = CellGrid(width: columns, height: rows)
        var regions: [HitRegion] = []
        var cursor: CursorPosition?
        place(header, at: 0, in: &grid, layout: layout)
        placeBlocks(blocks, scene: scene, promptIsOpen: prompt != nil, layout: layout,
                    grid: &grid, regions: &regions, cursor: &cursor)
        if let prompt {
            placePrompt(prompt, layout: layout, grid: &grid, regions: &regions, cursor: &cursor)
        }
        placeButton(button, layout: layout, grid: &grid, regions: &regions)

        // Status line.
        placeStatusLine(in: &grid, rows: rows, margin: margin)
        return FormFrame(grid: grid, cursor: cursor, regions: regions)
    }

    /// The open scan prompt, drawn: the field it is below, its block, and the
    /// rows of it that must be on screen.
    private typealias PaintedPrompt = (field: Int, block: FieldBlock, mustShow: Range<Int>)

    /// Where the parts of a scene go in the document (every row of the form,
    /// on screen or not), and how many rows the screen shows of it.
    private struct DocumentLayout {
        /// The left margin.
        var margin: Int
        /// Each field block's first row.
        var blockTops: [Int]
        /// The scan prompt's first row (0 without a prompt).
        var promptTop: Int
        /// The submit button's row.
        var buttonRow: Int
        /// The document's height: the button's row is the last.
        var documentHeight: Int
        /// The rows above the status line.
        var viewport: Int
    }

    /// The title and required note, drawn again only when their text or the
    /// form's width changed.
    private func headerGrid(for scene: FormScene, formWidth: Int) -> CellGrid {
        let headerKey = ChromeKey(texts: [scene.title ?? "", scene.requiredNote ?? ""], width: formWidth, alert: false)
        if headerKey != headerCache?.key {
            var lines: [(String, CellStyle)] = []
            if let title = scene.title { lines.append((title, theme.title)) }
            if let note = scene.requiredNote { lines.append((note, theme.helper)) }
            var grid = CellGrid(width: formWidth, height: lines.isEmpty ? 0 : lines.count + 1)
            for (row, line) in lines.enumerated() {
                let fitted = TextFitter.fit(line.0, width: formWidth, maxLines: 1, mode: .truncateTail, measurer: measurer)
                grid.write(fitted.lines.first ?? "", row: row, column: 0, style: table.style(line.1), table: table)
            }
            headerCache = (headerKey, grid)
        }
        return headerCache?.grid ?? CellGrid(width: formWidth, height: 0)
    }

    /// Draws the status line again when its text, width or alert changed.
    private func updateStatusLine(for scene: FormScene, width statusWidth: Int) {
        let statusKey = ChromeKey(texts: [scene.status], width: statusWidth, alert: scene.statusIsAlert)
        if statusKey != statusCache?.key {
            var grid = CellGrid(width: statusWidth, height: 1)
            let fitted = TextFitter.fit(scene.status, width: statusWidth, maxLines: 1, mode: .truncateTail, measurer: measurer)
            grid.write(fitted.lines.first ?? "", row: 0, column: 0,
                       style: table.style(scene.statusIsAlert ? theme.statusAlert : theme.status), table: table)
            statusCache = (statusKey, grid)
        }
    }

    /// Every field's block: the cached one while its presentation and
    /// geometry are unchanged, else painted again. Blocks of fields that are
    /// gone leave the cache.
    private func fieldBlocks(for scene: FormScene, formWidth: Int, painter: FieldPainter) -> [FieldBlock] {
        var blocks: [FieldBlock] = []
        blocks.reserveCapacity(scene.presentations.count)
        for (index, presentation) in scene.presentations.enumerated() {
            let accessories = accessoryWidth(presentation.possibleAccessories)
            let geometry = BoxGeometry(width: formWidth, textWidth: max(1, formWidth - 4 - accessories), accessoryWidth: accessories)
            if let cached = cache[index], cached.geometry == geometry,
               cached.presentation == presentation {
                blocks.append(cached.block)
                continue
            }
            let block = painter.paint(presentation, index: index, geometry: geometry, highlightedSuggestion: presentation.highlightedSuggestion)
            cache[index] = CachedBlock(presentation: presentation, geometry: geometry, block: block)
            blocks.append(block)
        }
        for index in cache.keys where index >= scene.presentations.count { cache[index] = nil }
        return blocks
    }

    /// The scene's scan prompt, drawn, when it is open below a field on
    /// screen.
    private func scanPrompt(for scene: FormScene, blocks: [FieldBlock], formWidth: Int) -> PaintedPrompt? {
        var prompt: PaintedPrompt?
        if let scanPrompt = scene.scanPrompt, blocks.indices.contains(scanPrompt.field) {
            let painted = ScanPromptPainter(theme: theme, table: table).paint(scanPrompt, width: formWidth)
            prompt = (scanPrompt.field, painted.block, painted.mustShow)
        }
        return prompt
    }

    /// The document's rows: the header, each block with the prompt below its
    /// field, then the button; the screen shows all rows but the last.
    private func documentLayout(header: CellGrid, blocks: [FieldBlock], prompt: PaintedPrompt?, margin: Int,
                                rows: Int) -> DocumentLayout {
        var top = header.height
        var blockTops: [Int] = []
        var promptTop = 0
        for (index, block) in blocks.enumerated() {
            blockTops.append(top)
            top += block.grid.height
            if let prompt, prompt.field == index {
                promptTop = top
                top += prompt.block.grid.height
            }
        }
        let buttonRow = top
        let documentHeight = buttonRow + 1
        let viewport = max(1, rows - 1)
        return DocumentLayout(margin: margin, blockTops: blockTops, promptTop: promptTop, buttonRow: buttonRow,
                              documentHeight: documentHeight, viewport: viewport)
    }

    /// Scrolls so the open scan prompt, else the focused field, is on screen,
    /// moving as little as it can, and keeps ``scrollTop`` inside the
    /// document.
    private func scroll(to layout: DocumentLayout, scene: FormScene, blocks: [FieldBlock], prompt: PaintedPrompt?) {
        let blockTops = layout.blockTops
        let promptTop = layout.promptTop
        let viewport = layout.viewport
        if let prompt {
            // The field and its prompt; else the prompt; else the rows that matter.
            var start = blockTops[prompt.field]
            var end = promptTop + prompt.block.grid.height
            if end - start > viewport { start = promptTop }
            if end - start > viewport {
                start = promptTop + prompt.mustShow.lowerBound
                end = promptTop + prompt.mustShow.upperBound
            }
            if end - scrollTop > viewport { scrollTop = end - viewport }
            if start < scrollTop { scrollTop = start }
        } else if let focus = scene.focusIndex, blocks.indices.contains(focus) {
            let start = blockTops[focus]
            let end = start + blocks[focus].grid.height
            if end - scrollTop > viewport { scrollTop = end - viewport }
            if start < scrollTop { scrollTop = start }
        }
        scrollTop = max(0, min(scrollTop, layout.documentHeight - viewport))
    }

    /// Copies the rows of `source` that are on screen, `source` starting at
    /// document row `documentRow`.
    private func place(_ source: CellGrid, at documentRow: Int, in grid: inout CellGrid, layout: DocumentLayout) {
        let first = max(documentRow, scrollTop)
        let last = min(documentRow + source.height, scrollTop + layout.viewport)
        guard first < last else { return }
        grid.blit(source, rows: (first - documentRow)..<(last - documentRow), toRow: first - scrollTop, column: layout.margin)
    }

    /// The field blocks on screen, their regions, and the focused field's
    /// caret unless the scan prompt is open.
    private func placeBlocks(_ blocks: [FieldBlock], scene: FormScene, promptIsOpen: Bool, layout: DocumentLayout,
                             grid: inout CellGrid, regions: inout [HitRegion], cursor: inout CursorPosition?) {
        let margin = layout.margin
        let viewport = layout.viewport
        for (index, block) in blocks.enumerated() {
            let origin = layout.blockTops[index]
            place(block.grid, at: origin, in: &grid, layout: layout)
            for region in block.regions {
                let row = origin + region.row - scrollTop
                guard (0..<viewport).contains(row) else { continue }
                regions.append(HitRegion(row: row, columns: (region.columns.lowerBound + margin)..<(region.columns.upperBound + margin),
                                         target: region.target))
            }
            if index == scene.focusIndex, !promptIsOpen, let caret = block.cursor {
                let row = origin + caret.row - scrollTop
                if (0..<viewport).contains(row) { cursor = CursorPosition(row: row, column: caret.column + margin) }
            }
        }
    }

    /// The scan prompt on screen, its regions, and its caret.
    private func placePrompt(_ prompt: PaintedPrompt, layout: DocumentLayout, grid: inout CellGrid, regions: inout [HitRegion],
                             cursor: inout CursorPosition?) {
        let margin = layout.margin
        let promptTop = layout.promptTop
        let viewport = layout.viewport
        place(prompt.block.grid, at: promptTop, in: &grid, layout: layout)
        for region in prompt.block.regions {
            let row = promptTop + region.row - scrollTop
            guard (0..<viewport).contains(row) else { continue }
            regions.append(HitRegion(row: row, columns: (region.columns.lowerBound + margin)..<(region.columns.upperBound + margin),
                                     target: region.target))
        }
        if let caret = prompt.block.cursor {
            let row = promptTop + caret.row - scrollTop
            if (0..<viewport).contains(row) { cursor = CursorPosition(row: row, column: caret.column + margin) }
        }
    }

    /// The submit button and its region, when its row is on screen.
    private func placeButton(_ button: String, layout: DocumentLayout, grid: inout CellGrid, regions: inout [HitRegion]) {
        let margin = layout.margin
        let buttonRow = layout.buttonRow
        if (scrollTop..<(scrollTop + layout.viewport)).contains(buttonRow) {
            let row = buttonRow - scrollTop
            let end = grid.write(button, row: row, column: margin, style: table.style(theme.button), table: table)
            regions.append(HitRegion(row: row, columns: margin..<end, target: .submit))
        }
    }

    /// The status line, on the screen's last row when there is more than one.
    private func placeStatusLine(in grid: inout CellGrid, rows: Int, margin: Int) {
        if rows > 1, let status = statusCache?.grid {
            grid.blit(status, rows: 0..<1, toRow: rows - 1, column: margin)
        }
    }
}
