/// The editing engine of one field: text, selection, format, limit, undo
/// and IME composition, with no I/O.
///
/// Feed it ``EditIntent``s; it decides the next text and selection and
/// returns an ``EditOutcome`` saying what happened. Offsets at this boundary
/// are UTF-16 code units of ``text`` (the displayed text, prefix and suffix
/// included) and never fall inside a grapheme cluster.
///
/// ```swift
/// var phone = try FieldEditor(configuration: .init(format: .mask("(###) ###-####")))
/// for key in "5551234" { phone.apply(.insert(String(key))) }
/// phone.text       // "(555) 123-4"
/// phone.value      // "5551234"
/// phone.selection  // 11..<11, right after the "4" just typed
/// phone.apply(.deleteBackward())
/// phone.text       // "(555) 123"
/// ```
///
/// Plain text lives in a B-tree rope (`BigString`), so a keystroke costs
/// the same in a 1 KiB note as in a 10 MiB one (the WebAssembly build keeps
/// it in a `String`). Formatted values are short and are re-rendered on
/// every edit from their value characters.
public struct FieldEditor: Sendable {
    /// The configuration the editor was created with.
    public let configuration: EditorConfiguration

    let formatter: FieldFormatter?
    let sanitizer: TextSanitizer
    let caseTransform: TextFormat.LetterCase?
    /// The language case transforms follow ("tr" upper-cases "i" as "İ").
    let language: String
    let prefixUTF16: Int

    var content: Content
    /// The selection in UTF-16 offsets of the body (the text between prefix
    /// and suffix, never hidden by bullets).
    var bodySelection: Range<Int>
    var composition: Composition? {
        didSet { if oldValue != nil || composition != nil { recordCompositionChange(from: oldValue, to: composition) } }
    }
    var history = EditHistory()
    /// What changed in the displayed body since ``takeBodyChange()`` was last
    /// called: a note's layout re-wraps only that span.
    var pendingChange = BodyChange.none
    var hidden: Bool
    /// Select-all in a field with a prefix or suffix selects what the user
    /// sees, affixes included; edits still act on the body between them.
    var selectsAffixes = false

    /// The stored text of a field.
    enum Content: Sendable {
        /// Plain text in a rope.
        case plain(TextStorage)
        /// Value characters and their rendering.
        case formatted(raw: [Character], rendering: ValueRendering)
    }

    /// IME marked text shown at the selection it will replace.
    struct Composition: Sendable, Hashable {
        var text: String
        var replacing: Range<Int>
    }

    /// Creates an editor, optionally with an initial value.
    ///
    /// The initial value may be a semantic value ("5551234567", "1234.5") or
    /// an already formatted text ("(555) 123-4567", "1.234,50 €"). It is kept
    /// whole even when it is longer than a `stop` limit: configuring never
    /// loses text; ``limitStatus`` reports it as over.
    ///
    /// - Throws: ``ConfigurationError`` saying what to change.
    public init(configuration: EditorConfiguration, value: String = "") throws(ConfigurationError) {
        var leftOut = EditOutcome()
        try self.init(configuration: configuration, value: value, leftOut: &leftOut)
    }

    /// Creates an editor and says, in `leftOut`, which value characters of
    /// `value` the format could not take (``EditOutcome/leftOutCount`` and
    /// the first reason): a field shows them as it shows a paste's.
    init(configuration: EditorConfiguration, value: String, leftOut: inout EditOutcome) throws(ConfigurationError) {
        self.configuration = configuration
        self.language = Localizer.LocaleSubtags(configuration.localeIdentifier).language
        if let limit = configuration.limit, limit.max < 1 {
            throw .invalidLimit(limit.max)
        }
        for affix in [configuration.prefix, configuration.suffix]
        where affix.unicodeScalars.contains(where: { TextSanitizer.isForbidden($0.value) }) {
            throw .invalidAffix(affix)
        }
        if configuration.isMultiline {
            switch configuration.format {
            case .plain, .letterCase: break
            default:
                throw .conflict("A multi-line field takes plain text only; use a single-line field for masks, cards, IBANs and numbers.")
            }
        }
        self.sanitizer = TextSanitizer(multiline: configuration.isMultiline)
        self.prefixUTF16 = configuration.prefix.utf16.count
        self.hidden = configuration.isSecure
        switch configuration.format {
        case .plain:
            formatter = nil
            caseTransform = nil
        case let .letterCase(letterCase):
            formatter = nil
            caseTransform = letterCase
        case let .mask(pattern):
            formatter = .grouped(GroupedValueFormatter(layout: .fixed(try MaskPattern(pattern))))
            caseTransform = nil
        case .card:
            formatter = .grouped(GroupedValueFormatter(layout: .card))
            caseTransform = nil
        case .iban:
            formatter = .grouped(GroupedValueFormatter(layout: .iban))
            caseTransform = nil
        case let .number(options):
            do {
                formatter = .number(try NumberValueFormatter.make(format: options, localeIdentifier: configuration.localeIdentifier,
                                                                  template: configuration.numberTemplate))
            } catch {
                throw .invalidNumber(error.description)
            }
            caseTransform = nil
        case let .phone(options):
            formatter = .phone(try PhoneValueFormatter(format: options, localeIdentifier: configuration.localeIdentifier))
            caseTransform = nil
        case .date:
            formatter = try Self.dateFormatter(configuration)
            caseTransform = nil
        case let .custom(format):
            formatter = .custom(format)
            caseTransform = nil
        }
        if let formatter {
            let body = String(Self.strippingAffixes(value, prefix: configuration.prefix, suffix: configuration.suffix))
            let parsed: [Character]
            if formatter.grouped != nil || formatter.isPhone {
                // Grouped and phone values are read as a paste is: what their slots (or the longest number of the
                // calling code) cannot take is left out, and said so.
                let insertion = formatter.insert(Array(body), into: [], replacing: 0..<0)
                parsed = insertion.raw
                leftOut = EditOutcome(rejection: insertion.reason, rejectedCount: insertion.rejected, leftOutCount: insertion.rejected)
            } else {
                parsed = formatter.parse(body)
                if parsed.isEmpty, case .number = formatter {
                    // A text a number cannot be read from is left out whole.
                    let valueLike = body.filter { $0.isLetter || $0.isNumber }
                    if let first = valueLike.first {
                        leftOut = EditOutcome(rejection: .invalidCharacter(String(first), expected: .number),
                                              rejectedCount: valueLike.count, leftOutCount: valueLike.count)
                    }
                }
            }
            let normalized = formatter.normalize(parsed, caret: parsed.count).raw
            let raw = formatter.committedRaw(normalized)
            let rendering = formatter.renderCommitted(normalized)
            content = .formatted(raw: raw, rendering: rendering)
            bodySelection = rendering.utf16Count..<rendering.utf16Count
        } else {
            let cleaned = Self.transform(sanitizer.sanitize(value).text, caseTransform, language)
            var big = TextStorage(cleaned)
            var end = big.utf16.count
            _ = Self.trimJoins(&big, prefix: configuration.prefix, suffix: configuration.suffix, caret: &end)
            content = .plain(big)
            bodySelection = end..<end
        }
    }

    /// A date field's formatter: the grouped format with the locale's date layout.
    @inline(never)
    static func dateFormatter(_ configuration: EditorConfiguration) throws(ConfigurationError) -> FieldFormatter {
        .grouped(GroupedValueFormatter(layout: .date(try DateLayout(dateTemplate(configuration)))))
    }

    /// A date format's template: the one handed over, else natively the
    /// locale's from Foundation.
    static func dateTemplate(_ configuration: EditorConfiguration) throws(ConfigurationError) -> DateTemplate {
        if let template = configuration.dateTemplate { return template }
        #if canImport(Foundation)
        return DateTemplate(localeIdentifier: configuration.localeIdentifier)
        #else
        throw .conflict("No date locale data for \"\(configuration.localeIdentifier)\" here; pass the DateTemplate the native "
            + "side read (EditorConfiguration.dateTemplate, the driver's {\"date\": {\"template\": …}}).")
        #endif
    }

    /// `text` without the field's prefix and suffix where it shows them, as
    /// displayed ("Rs. 1,234" with prefix "Rs. ", "234.456 Sq. ft" with
    /// suffix " Sq. ft"), whatever characters they hold; spaces around an
    /// affix may differ ("Rs.1,234"). Text without them is returned whole.
    static func strippingAffixes(_ text: String, prefix: String, suffix: String) -> Substring {
        var body = Substring(text)
        if !prefix.isEmpty {
            if body.hasPrefix(prefix) {
                body = body.dropFirst(prefix.count)
            } else {
                let trimmedBody = body.drop(while: { $0.isWhitespace })
                let trimmedPrefix = Self.trimmingWhitespace(prefix)
                if !trimmedPrefix.isEmpty, trimmedBody.hasPrefix(trimmedPrefix) {
                    body = trimmedBody.dropFirst(trimmedPrefix.count)
                }
            }
        }
        if !suffix.isEmpty {
            if body.hasSuffix(suffix) {
                body = body.dropLast(suffix.count)
            } else {
                var trimmedBody = body
                while let last = trimmedBody.last, last.isWhitespace { trimmedBody = trimmedBody.dropLast() }
                let trimmedSuffix = Self.trimmingWhitespace(suffix)
                if !trimmedSuffix.isEmpty, trimmedBody.hasSuffix(trimmedSuffix) {
                    body = trimmedBody.dropLast(trimmedSuffix.count)
                }
            }
        }
        return body
    }

    /// `text` without leading and trailing whitespace.
    static func trimmingWhitespace(_ text: String) -> Substring {
        var result = Substring(text).drop(while: { $0.isWhitespace })
        while let last = result.last, last.isWhitespace { result = result.dropLast() }
        return result
    }

    // MARK: - Reading the state

    /// The displayed text: prefix, formatted body (one "•" per character
    /// while a secure field is hidden, marked text while composing), suffix.
    public var text: String {
        if configuration.prefix.isEmpty, configuration.suffix.isEmpty { return displayedBody }
        return configuration.prefix + displayedBody + configuration.suffix
    }

    /// The selection in UTF-16 offsets of ``text``; empty for a caret.
    public var selection: Range<Int> {
        if let window = compositionWindow {
            let caret = prefixUTF16 + window.marked.upperBound
            return caret..<caret
        }
        if selectsAffixes, bodySelection.lowerBound == 0, bodySelection.upperBound == bodyLength {
            return 0..<(prefixUTF16 + displayedBodyLength + configuration.suffix.utf16.count)
        }
        return publicOffset(forBody: bodySelection.lowerBound)..<publicOffset(forBody: bodySelection.upperBound)
    }

    /// The UTF-16 range of ``text`` that holds the editable body (between
    /// prefix and suffix).
    public var editableRange: Range<Int> {
        prefixUTF16..<(prefixUTF16 + displayedBodyLength)
    }

    /// The marked (composing) text's range in ``text``, if composing.
    public var markedRange: Range<Int>? {
        guard let window = compositionWindow else { return nil }
        return (prefixUTF16 + window.marked.lowerBound)..<(prefixUTF16 + window.marked.upperBound)
    }

    /// Whether IME composition is in progress.
    public var isComposing: Bool { composition != nil }

    /// The semantic value: plain text as typed; masks, cards and IBANs
    /// without literals; numbers as a canonical decimal with "." ("-1234.5").
    public var value: String {
        switch content {
        case let .plain(big): return String(big)
        case let .formatted(raw, rendering):
            // The phone format works its value out once per edit, with the rendering.
            if let memo = rendering.memo, memo.digits.count == raw.count { return memo.value }
            return formatter?.value(of: raw) ?? String(joining: raw)
        }
    }

    /// The body text as the user sees it when it is not hidden (formatted,
    /// without prefix, suffix or marked text).
    public var bodyText: String {
        switch content {
        case let .plain(big): return String(big)
        case let .formatted(_, rendering): return rendering.text
        }
    }

    /// Whether the body is empty (no text between prefix and suffix).
    var isBodyEmpty: Bool {
        switch content {
        case let .plain(big): return big.isEmpty
        case let .formatted(_, rendering): return rendering.utf16Count == 0
        }
    }

    /// The number of characters counted against the limit: Characters of
    /// plain text, value characters of a formatted field.
    public var characterCount: Int {
        switch content {
        case let .plain(big): return big.count
        case let .formatted(raw, _): return raw.count
        }
    }

    /// Where the character count stands against the limit.
    public var limitStatus: LimitStatus {
        guard let limit = configuration.limit else { return .within }
        let count = characterCount
        if count > limit.max { return .over }
        if count == limit.max { return .atLimit }
        return .within
    }

    /// Whether a secure field's text is currently hidden.
    public var isTextHidden: Bool { hidden }

    /// Whether word-wise deletion and copying are offered: not while a
    /// secure field is hidden.
    public var allowsWordEditingAndCopy: Bool { !hidden }

    /// The selected text for copying, or `nil` while a secure field is hidden
    /// or nothing is selected.
    public var copyableSelection: String? {
        guard !hidden, !bodySelection.isEmpty else { return nil }
        switch content {
        case let .plain(big):
            let range = bigRange(big, bodySelection)
            return String(big[range])
        case let .formatted(_, rendering):
            let utf16 = rendering.text.utf16
            let lower = utf16.index(utf16.startIndex, offsetBy: bodySelection.lowerBound)
            let upper = utf16.index(utf16.startIndex, offsetBy: bodySelection.upperBound)
            return String(rendering.text[lower..<upper])
        }
    }

    /// Whether ``EditIntent/undo`` would change anything.
    public var canUndo: Bool { history.canUndo }
    /// Whether ``EditIntent/redo`` would change anything.
    public var canRedo: Bool { !history.redo.isEmpty }

    // MARK: - Applying intents

    /// Applies one user intent and says what happened.
    @discardableResult
    public mutating func apply(_ intent: EditIntent) -> EditOutcome {
        let before = bodySelection
        switch intent {
        case .selectAll, .commit, .setTextHidden: break
        default: selectsAffixes = false
        }
        var outcome: EditOutcome
        switch intent {
        case let .insert(text):
            outcome = insert(text, kind: .typing)
        case let .paste(text):
            outcome = insert(text, kind: .paste)
        case let .deleteBackward(granularity):
            outcome = delete(forward: false, granularity: effective(granularity))
        case let .deleteForward(granularity):
            outcome = delete(forward: true, granularity: effective(granularity))
        case let .select(anchor, focus):
            finishComposition()
            select(anchor: anchor, focus: focus)
            history.breakGroup()
            outcome = .unchanged
        case .selectAll:
            finishComposition()
            bodySelection = 0..<bodyLength
            selectsAffixes = !configuration.prefix.isEmpty || !configuration.suffix.isEmpty
            history.breakGroup()
            outcome = EditOutcome(selectionChanged: selectsAffixes)
        case let .move(movement, extend):
            finishComposition()
            move(movement, extend: extend)
            history.breakGroup()
            outcome = .unchanged
        case .clear:
            composition = nil
            outcome = replaceBody(with: "", kind: .other)
        case let .replaceAll(text):
            composition = nil
            outcome = replaceBody(with: text, kind: .other)
        case .undo:
            composition = nil
            outcome = EditOutcome(textChanged: undo())
        case .redo:
            composition = nil
            outcome = EditOutcome(textChanged: redo())
        case let .setComposition(text):
            outcome = setComposition(text)
        case let .commitComposition(text):
            outcome = commitComposition(text)
        case .cancelComposition:
            let wasComposing = composition != nil
            composition = nil
            outcome = EditOutcome(textChanged: wasComposing)
        case .commit:
            outcome = commitEditing()
        case let .setTextHidden(newValue):
            guard configuration.isSecure, newValue != hidden else { return .unchanged }
            hidden = newValue
            pendingChange.markEverything()
            outcome = EditOutcome(textChanged: true)
        }
        outcome.selectionChanged = outcome.selectionChanged || before != bodySelection
        #if $Embedded || TEXTINPUT_STRING_STORAGE
        if before != bodySelection { rememberCaret() }
        #endif
        #if DEBUG || TEXTINPUT_INVARIANTS
        checkInvariants()
        #endif
        return outcome
    }

    /// Word granularity is not available while a secure field is hidden
    /// (a line reaches the text's edge, which tells nothing of its shape).
    func effective(_ granularity: EditGranularity) -> EditGranularity {
        hidden && granularity == .word ? .character : granularity
    }

    /// What changed in the displayed body since the last call, and forgets it.
    mutating func takeBodyChange() -> BodyChange {
        defer { pendingChange = .none }
        return pendingChange
    }

    // MARK: - Invariants

    #if DEBUG || TEXTINPUT_INVARIANTS
    /// Debug-build check that the selection is in bounds and on grapheme boundaries.
    func checkInvariants() {
        let length = bodyLength
        precondition(bodySelection.lowerBound >= 0 && bodySelection.upperBound <= length,
                     "selection \(bodySelection) out of bounds 0...\(length)")
        precondition(isBoundary(bodySelection.lowerBound) && isBoundary(bodySelection.upperBound),
                     "selection \(bodySelection) inside a grapheme cluster")
    }
    #endif
}
