import TextInputCore
import TextInputHTML
import TextInputWeb

/// A page of the gallery: its figures and the form behind them.
public struct GalleryPage: Sendable {
    /// The page id used in addresses ("simple", "form").
    public var id: String
    /// The heading.
    public var title: String
    /// A paragraph under the heading.
    public var intro: String
    /// The figures, in order.
    public var figures: [GalleryFigure]
    /// Every field of the page in logical (tab) order.
    public var fields: [FieldConfiguration]
    /// Initial values by field id.
    public var values: [String: String]
    /// Events that bring fields into the state a figure shows (an error shown
    /// after leaving the field, a shown password, the typing state), applied
    /// through the core like a user's actions (written into the page as
    /// messages of the vocabulary, ``LiveFormSpec/preparation``).
    public var preparation: [(fieldID: String, event: FieldEvent)]
    /// The submit button's text.
    public var submitLabel: String
    /// What the page says when a submit finds every field valid.
    public var successText: String
    /// Whether this page exists only for tests (``Gallery/testPageIDs``).
    public var isTestPage: Bool
}
