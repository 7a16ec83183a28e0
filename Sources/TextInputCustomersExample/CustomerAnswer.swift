/// What both customer apps answer to a post to `/customers`: a page with its
/// HTTP status, or a redirect to the list. Each app only converts it into its
/// framework's response.
public enum CustomerAnswer: Sendable, Equatable {
    /// An HTML page (``TextInputWeb/HTMLPage``) with this status.
    case page(html: String, status: Int)
    /// `303 See Other` to this path.
    case redirect(to: String)
}
