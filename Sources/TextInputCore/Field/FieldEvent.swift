/// Something that happens to a field: the user's actions and the results of
/// effects it asked for.
public enum FieldEvent: Sendable, Hashable {
    /// The field gains focus.
    case focus
    /// The field loses focus (validation with timing `blur` runs).
    case blur
    /// Focus is about to leave (validation with timing `beforeFocusLeaves`
    /// runs; a form keeps focus on the field when it fails).
    case focusWillLeave
    /// An edit of the text or selection.
    case edit(EditIntent)
    /// A tap on a trailing accessory.
    case tap(FieldAccessory)
    /// Up or Down. While a list is open (suggestions of a combo box, or the
    /// codes of a scan to choose from) it moves the highlight through the
    /// list, wrapping around at either end. Otherwise the caret moves to the
    /// wrapped line above or below in a note, keeping its cell column across
    /// consecutive moves (from the first line up goes to the start, from the
    /// last line down to the end); in a single-line field up goes to the
    /// start and down to the end. `extend` extends the selection instead and
    /// never moves a highlight.
    case moveLine(VerticalDirection, extend: Bool = false)
    /// The Return / Enter key: picks the highlighted entry of an open list;
    /// otherwise a note inserts a newline and a single-line field commits and
    /// asks to move on (``FieldEffect/focusNext``).
    case returnKey
    /// Escape: closes an open list (the scan choice, then the suggestions
    /// until the next edit). With no list open nothing changes
    /// (``FieldResponse/changed`` is false): the text stays, never thrown
    /// away, and a host may give Escape its own meaning, such as leaving a
    /// form.
    case escape
    /// One decoded scan result, put through the normal pipeline (format,
    /// limit, validation).
    case scanned(String)
    /// Everything a scan found, in the scanner's order. The field applies the
    /// scan policy: no code announces ``LocalizedKey/noBarcodeFound``; one
    /// code (duplicates count once) fills the field as ``scanned(_:)`` does;
    /// several open a list to choose from (``FieldPresentation/scanChoices``),
    /// answered with ``chooseScanned(_:)``, Up/Down plus Return, or Escape.
    case scanFound([String])
    /// Picks the code at this index of the open scan choice.
    case chooseScanned(Int)
    /// The lines an OCR engine recognised in a text scan (a field with
    /// ``ScanKind/text``). The field applies ``TextScanPolicy``: its format
    /// picks the candidates; one confident valid candidate fills the field
    /// through the normal pipeline and is announced; several, or one below
    /// the confidence threshold, open the scan choice (best first); none
    /// leaves the text as it was and announces what was looked for.
    case textRecognized([RecognizedLine])
    /// A choice picked from the suggestions (combo box) by its text; a
    /// choice of that text among the field's choices lends its id
    /// (``InputField/choiceID``).
    case choose(String)
    /// A choice picked by its key (``Choice/id``) among the field's choices
    /// (the app's, else the configured ones): its text fills the field and
    /// the id is the field's ``InputField/choiceID``. An id no choice has
    /// changes nothing.
    case chooseID(String)
    /// The form is submitted: every rule runs; a secure field hides its text.
    case submit
    /// A platform text view's whole new text, as a two-way binding reports it
    /// (``InputField/setText(_:)``): the changed span goes through the engine.
    case setText(String)
    /// Text that reached the view by a path the field did not see: typed
    /// before the field was ready (a web page whose core was still loading),
    /// restored by the browser on Back or reload, filled by autofill or a
    /// password manager. It goes through the engine as ``setText(_:)`` does
    /// (format, limit, affixes; what does not fit is reported as
    /// ``InfoMessage/Kind/leftOut``), and `selection` (UTF-16 offsets in
    /// `text`, the view's own) goes right after the same value characters.
    case adopt(String, selection: Range<Int>?)
    /// A check outside the field found value characters left out of what it
    /// was given, such as a server that re-ran the core on a posted form
    /// (`WebForm`): the field shows ``InfoMessage/Kind/leftOut`` until the next
    /// edit, exactly as after a paste, without the posted text ever reaching
    /// the page again. `fit` is how many characters fit when a full format or
    /// a `stop` limit cut the value.
    case leftOut(count: Int, fit: Int?)
    /// The app's own message about the field, which only the app can know,
    /// at a severity: an error ("A customer with this email already
    /// exists.", ``setError(_:)``), a warning ("This customer number is
    /// already in use by a closed account."), a success ("VAT number
    /// verified.") or information; nil (or empty text) takes the app's
    /// message away, whatever its severity.
    ///
    /// The field shows it as its severity (icon, colour, message in place of
    /// the helper; `aria-invalid` for an error only) and announces it once,
    /// with its severity's word unless it is an error. It stays until the
    /// user changes the text: the first edit that changes it takes the
    /// message away and the field's own rules apply again. An error counts
    /// as invalid until then; the other severities never block a submit.
    /// Focus, blur, submit and formatting on commit keep it.
    case setMessage(String?, severity: MessageSeverity)
    /// The combo box's choices as the app supplies them while the form runs
    /// (suggestions from its database as the user types): they replace the
    /// configured ``FieldConfiguration/choices`` and are matched against the
    /// text as typed, as those are, so the list narrows at once while the
    /// app's next answer is on its way. A choice may have a second line
    /// (``Choice/detail``). Focus, the text and an Escape that closed the
    /// list stay as they are; a highlight is cleared.
    case setChoices([Choice])
    /// A number field's stepper (``NumberFormat/stepper``) goes `count`
    /// steps: 1 or -1 for Up and Down and the plus and minus buttons, 10 or
    /// -10 for Page Up and Page Down. The value goes to an allowed value
    /// (``NumberStepper/stepped(_:by:)``) as one undo step, through the
    /// format; at a bound it stays. Other fields change nothing.
    case step(Int)
    /// Home (`.down`) or End (`.up`) in a stepper: the value goes to the
    /// smallest or largest allowed value when that bound is set, else the
    /// caret goes to the start or end.
    case stepToLimit(VerticalDirection)
}

/// One entry of a combo box's list, configured (``FieldConfiguration/choices``)
/// or as an app supplies it (``FieldEvent/setChoices(_:)``): the text that
/// goes into the field, an optional key the app knows it by (a customer
/// number; posted beside the text once picked), an optional second line that
/// says more ("Berlin · 3 customers", and tells two "Acme Corp" apart) and an
/// optional group whose header the list shows above it.
///
/// ```swift
/// let acme = Choice(id: "C-1042", text: "Acme Corp", detail: "Berlin")
/// let plain: Choice = "Germany"
/// ```
public struct Choice: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The text a pick puts into the field.
    public var text: String
    /// A second line shown under the text, or nil.
    public var detail: String?
    /// The key and group, held by one reference (most choices have neither,
    /// and lists of choices are copied as the user types).
    var keys: ChoiceKeys?

    /// Whether the choice has a key or a group.
    public var hasKeys: Bool { keys != nil }

    /// The app's key for the choice, or nil: picking the choice makes it the
    /// field's ``InputField/choiceID`` until an edit changes the text.
    public var id: String? {
        get { keys?.id }
        set { keys = ChoiceKeys.make(id: newValue, group: keys?.group) }
    }
    /// The group the choice is listed under (a header shown where the
    /// group changes in the list), or nil.
    public var group: String? {
        get { keys?.group }
        set { keys = ChoiceKeys.make(id: keys?.id, group: newValue) }
    }

    /// Creates a choice.
    public init(_ text: String, detail: String? = nil) {
        self.text = text
        self.detail = detail
    }

    /// Creates a choice with a key.
    public init(id: String?, text: String, detail: String? = nil, group: String? = nil) {
        self.text = text
        self.detail = detail
        self.keys = ChoiceKeys.make(id: id, group: group)
    }

    /// A choice of this text alone.
    public init(stringLiteral text: String) {
        self.text = text
    }
}

/// A choice's key and group (``Choice/id``, ``Choice/group``), immutable and shared by copies.
final class ChoiceKeys: Sendable, Hashable {
    let id: String?
    let group: String?

    private init(id: String?, group: String?) {
        self.id = id
        self.group = group
    }

    /// The keys, or nil when the choice has neither.
    static func make(id: String?, group: String?) -> ChoiceKeys? {
        id == nil && group == nil ? nil : ChoiceKeys(id: id, group: group)
    }

    static func == (left: ChoiceKeys, right: ChoiceKeys) -> Bool {
        left === right || (left.id == right.id && left.group == right.group)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(group)
    }
}

extension FieldEvent {
    /// The app's own error about the field, or nil to take the app's message
    /// away (``setMessage(_:severity:)`` at ``MessageSeverity/error``): the
    /// field shows its error state and counts as invalid until the user
    /// changes its text.
    public static func setError(_ message: String?) -> FieldEvent {
        .setMessage(message, severity: .error)
    }

    /// Whether a read-only field refuses the event: every event that could
    /// change its text. Selection, caret movement, focus, copying and the
    /// visibility toggle stay available. This is the one list renderers and
    /// servers rely on; they never pre-filter events themselves.
    public var changesText: Bool {
        switch self {
        case let .edit(intent): return intent.changesText
        case let .tap(accessory): return accessory == .clear || accessory == .scan
        case .scanned, .scanFound, .chooseScanned, .textRecognized, .choose, .chooseID, .setText, .adopt, .step, .stepToLimit: return true
        case .returnKey, .focus, .blur, .focusWillLeave, .moveLine, .escape, .submit, .leftOut, .setMessage, .setChoices: return false
        }
    }

    /// Whether the event is a scan's result or a pick among its values:
    /// a field that refuses it ends the scan (``ScanState/closed``).
    var isScanResult: Bool {
        switch self {
        case .scanned, .scanFound, .textRecognized, .chooseScanned: return true
        default: return false
        }
    }

    /// Whether a form focuses the field before handing it the event (a click,
    /// then typing): not for what happens to a field without the user there
    /// (text adopted from autofill, a server's left-out report or message, focus about to leave).
    public var focusesItsField: Bool {
        switch self {
        case .focusWillLeave, .adopt, .leftOut, .setMessage, .setChoices: return false
        default: return true
        }
    }

    /// Whether a disabled field takes the event: only losing focus, so a host
    /// that focused it by mistake can move on.
    public var isAllowedWhenDisabled: Bool {
        switch self {
        case .blur, .focusWillLeave: return true
        default: return false
        }
    }
}

extension EditIntent {
    /// Whether the intent can change the text (refused in read-only fields).
    /// Ending or cancelling a composition does not: a read-only field never
    /// starts one, and cancelling only discards marked text.
    public var changesText: Bool {
        switch self {
        case .select, .selectAll, .move, .setTextHidden, .commit, .cancelComposition: return false
        case .insert, .paste, .deleteBackward, .deleteForward, .clear, .replaceAll, .undo, .redo,
             .setComposition, .commitComposition:
            return true
        }
    }
}

/// Which way ``FieldEvent/moveLine(_:extend:)`` goes.
public enum VerticalDirection: String, Sendable, Hashable, CaseIterable {
    /// To the line above.
    case up
    /// To the line below.
    case down
}
