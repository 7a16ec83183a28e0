import TextInputCore
import TextInputHTML
import TextInputWeb

/// One figure of a gallery page: a caption and the fields it shows, laid out
/// like the guidelines' figures (top to bottom).
public struct GalleryFigure: Sendable, Equatable {
    /// The caption.
    public var caption: String
    /// The ids of the fields in the figure, in order.
    public var fieldIDs: [String]
}
