import TextInputCore

/// Where the terminal's cursor goes: the caret of the focused field.
public struct CursorPosition: Hashable, Sendable {
    /// The 0-based row.
    public var row: Int
    /// The 0-based column.
    public var column: Int

    /// Creates a position.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// One screenful: the cells, where the caret is, and what clicks hit.
public struct FormFrame: Sendable {
    /// The screen's cells.
    public var grid: CellGrid
    /// The caret, or nil when no focused field is on screen.
    public var cursor: CursorPosition?
    /// Clickable regions, in screen coordinates.
    public var regions: [HitRegion]

    /// What a click at a cell hits.
    public func target(row: Int, column: Int) -> (target: HitTarget, offset: Int)? {
        for region in regions where region.row == row && region.columns.contains(column) {
            return (region.target, column - region.columns.lowerBound)
        }
        return nil
    }
}

/// What the renderer draws: presentations from the core plus the form's
/// chrome.
public struct FormScene: Sendable {
    /// A title above the form.
    public var title: String?
    /// The form's "Fields marked with an asterisk are required" note.
    public var requiredNote: String?
    /// Every field's presentation, in order.
    public var presentations: [FieldPresentation]
    /// The focused field.
    public var focusIndex: Int?
    /// The bottom line: key hints, or a message.
    public var status: String
    /// Whether the status is an alert (refused input, a failed submit).
    public var statusIsAlert: Bool
    /// The submit button's label.
    public var submitLabel: String
    /// The scan prompt, drawn below its field; while it is open the caret
    /// is in it.
    public var scanPrompt: ScanPromptScene?

    /// Creates a scene.
    public init(title: String? = nil, requiredNote: String? = nil, presentations: [FieldPresentation], focusIndex: Int? = nil,
                status: String = "", statusIsAlert: Bool = false, submitLabel: String = "Submit",
                scanPrompt: ScanPromptScene? = nil) {
        self.title = title
        self.requiredNote = requiredNote
        self.presentations = presentations
        self.focusIndex = focusIndex
        self.status = status
        self.statusIsAlert = statusIsAlert
        self.submitLabel = submitLabel
        self.scanPrompt = scanPrompt
    }
}

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
        let header = headerCache?.grid ?? CellGrid(width: formWidth, height: 0)
        let statusWidth = max(1, columns - margin)
        let statusKey = ChromeKey(texts: [scene.status], width: statusWidth, alert: scene.statusIsAlert)
        if statusKey != statusCache?.key {
            var grid = CellGrid(width: statusWidth, height: 1)
            let fitted = TextFitter.fit(scene.status, width: statusWidth, maxLines: 1, mode: .truncateTail, measurer: measurer)
            grid.write(fitted.lines.first ?? "", row: 0, column: 0,
                       style: table.style(scene.statusIsAlert ? theme.statusAlert : theme.status), table: table)
            statusCache = (statusKey, grid)
        }

        // Field blocks.
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

        // The scan prompt, below its field.
        var prompt: (field: Int, block: FieldBlock, mustShow: Range<Int>)?
        if let scanPrompt = scene.scanPrompt, blocks.indices.contains(scanPrompt.field) {
            let painted = ScanPromptPainter(theme: theme, table: table).paint(scanPrompt, width: formWidth)
            prompt = (scanPrompt.field, painted.block, painted.mustShow)
        }

        // Submit button.
        let button = "[ \(scene.submitLabel) ]"

        // Document rows and scrolling.
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
        scrollTop = max(0, min(scrollTop, documentHeight - viewport))

        // Compose the screen.
        var grid = CellGrid(width: columns, height: rows)
        var regions: [HitRegion] = []
        var cursor: CursorPosition?
        func place(_ source: CellGrid, at documentRow: Int) {
            let first = max(documentRow, scrollTop)
            let last = min(documentRow + source.height, scrollTop + viewport)
            guard first < last else { return }
            grid.blit(source, rows: (first - documentRow)..<(last - documentRow), toRow: first - scrollTop, column: margin)
        }
        place(header, at: 0)
        for (index, block) in blocks.enumerated() {
            let origin = blockTops[index]
            place(block.grid, at: origin)
            for region in block.regions {
                let row = origin + region.row - scrollTop
                guard (0..<viewport).contains(row) else { continue }
                regions.append(HitRegion(row: row, columns: (region.columns.lowerBound + margin)..<(region.columns.upperBound + margin),
                                         target: region.target))
            }
            if index == scene.focusIndex, prompt == nil, let caret = block.cursor {
                let row = origin + caret.row - scrollTop
                if (0..<viewport).contains(row) { cursor = CursorPosition(row: row, column: caret.column + margin) }
            }
        }
        if let prompt {
            place(prompt.block.grid, at: promptTop)
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
        if (scrollTop..<(scrollTop + viewport)).contains(buttonRow) {
            let row = buttonRow - scrollTop
            let end = grid.write(button, row: row, column: margin, style: table.style(theme.button), table: table)
            regions.append(HitRegion(row: row, columns: margin..<end, target: .submit))
        }

        // Status line.
        if rows > 1, let status = statusCache?.grid {
            grid.blit(status, rows: 0..<1, toRow: rows - 1, column: margin)
        }
        return FormFrame(grid: grid, cursor: cursor, regions: regions)
    }
}
