/// What an edit did.
public struct EditOutcome: Sendable, Hashable {
    /// Whether the text (or value) changed.
    public var textChanged: Bool
    /// Whether the selection moved.
    public var selectionChanged: Bool
    /// Why input was refused, if any was: all of it (nothing changed) or part
    /// of it (a paste cut at the limit, characters that fit no slot).
    public var rejection: EditRejection?
    /// How many characters of the input were refused.
    public var rejectedCount: Int
    /// How many value characters of a paste or fill (``EditIntent/paste(_:)``,
    /// ``EditIntent/replaceAll(_:)``, committed marked text) did not fit the
    /// format or a `stop` limit and were left out: letters in a digit slot,
    /// digits past a full mask, text past the limit. Formatting the format
    /// adds itself (a mask's literals, spaces, grouping) and control
    /// characters removed from plain text are not counted. A field shows a
    /// message for them until the next edit (``InfoMessage/Kind/leftOut``).
    public var leftOutCount: Int

    /// Creates an outcome.
    public init(textChanged: Bool = false, selectionChanged: Bool = false, rejection: EditRejection? = nil, rejectedCount: Int = 0,
                leftOutCount: Int = 0) {
        self.textChanged = textChanged
        self.selectionChanged = selectionChanged
        self.rejection = rejection
        self.rejectedCount = rejectedCount
        self.leftOutCount = leftOutCount
    }

    /// Nothing happened.
    public static let unchanged = EditOutcome()
}

extension EditOutcome {
    /// Adds a later outcome of the same event: changes accumulate, the first
    /// rejection is kept and refused characters add up.
    public mutating func merge(_ later: EditOutcome) {
        textChanged = textChanged || later.textChanged
        selectionChanged = selectionChanged || later.selectionChanged
        if rejection == nil { rejection = later.rejection }
        rejectedCount += later.rejectedCount
        leftOutCount += later.leftOutCount
    }
}
