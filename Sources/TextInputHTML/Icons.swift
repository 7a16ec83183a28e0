import TextInputCore

/// Inline SVG icons (24×24, drawn in `currentColor`), so they take the
/// theme's colours and need no image requests. Every icon is decorative
/// (`aria-hidden`): the button or text around it carries the name.
public enum Icons {
    /// The icon of a message severity: the error icon, a triangle with an
    /// exclamation mark (warning), a circle with a check mark (success) or
    /// with an i (information). Apart from ``path(_:)``: only a form with a
    /// warning, success or information message draws the last three, so the
    /// page's module fetches them after the first keys.
    @inline(never)
    public static func svg(_ severity: MessageSeverity) -> String {
        let path = switch severity {
        case .error: Self.path("error")
        case .warning: "M12 2 1 21h22zm-1 7h2v6h-2zm0 8h2v2h-2z"
        case .success: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1 15-5-5 1.4-1.4 3.6 3.6 6.6-6.6L19 9z"
        case .information: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z"
        }
        return "<svg class=\"tik-icon\" viewBox=\"0 0 24 24\" width=\"20\" height=\"20\" aria-hidden=\"true\" focusable=\"false\"><path d=\"\(path)\"/></svg>"
    }

    /// The SVG markup of a symbol name; an unknown name draws a small dot.
    public static func svg(_ name: String) -> String {
        "<svg class=\"tik-icon\" viewBox=\"0 0 24 24\" width=\"20\" height=\"20\" aria-hidden=\"true\" focusable=\"false\"><path d=\"\(path(name))\"/></svg>"
    }

    /// The path data of a symbol name.
    static func path(_ name: String) -> String {
        switch name {
        case "clear":
            return "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm4.2 12.8-1.4 1.4L12 13.4l-2.8 2.8-1.4-1.4 2.8-2.8-2.8-2.8 1.4-1.4 2.8 2.8 2.8-2.8 1.4 1.4-2.8 2.8z"
        case "error":
            return "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z"
        case "eye":
            return "M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
        case "eye.slash":
            return "M3.3 2 2 3.3l3.1 3.1C3.3 7.8 2.1 9.7 1.5 12c1.2 2.9 5 7 10.5 7 1.9 0 3.6-.5 5-1.2l3.7 3.7 1.3-1.3zM12 16.5A4.5 4.5 0 0 1 7.5 12c0-.8.2-1.5.6-2.1l1.5 1.5a2.5 2.5 0 0 0 3 3l1.5 1.5c-.6.4-1.3.6-2.1.6zM12 5c-1.3 0-2.5.2-3.6.6l2 2A4.5 4.5 0 0 1 16.4 13.6l2.9 2.9c1.5-1.3 2.6-2.9 3.2-4.5C21.3 9.1 17.5 5 12 5z"
        case "barcode.viewfinder":
            return "M2 3h5v2H4v3H2zm15 0h5v5h-2V5h-3zM2 16h2v3h3v2H2zm18 0h2v5h-5v-2h3zM6 7h2v10H6zm3 0h1v10H9zm2 0h2v10h-2zm3 0h1v10h-1zm2 0h2v10h-2z"
        case "text.viewfinder":
            // The viewfinder's corners around three lines of text.
            return "M2 3h5v2H4v3H2zm15 0h5v5h-2V5h-3zM2 16h2v3h3v2H2zm18 0h2v5h-5v-2h3zM6 7h12v2H6zm0 4h12v2H6zm0 4h8v2H6z"
        case "envelope":
            return "M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 3.2V17h16V8.2l-8 5.1zM5.2 7 12 11.3 18.8 7z"
        case "magnifyingglass":
            return "M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"
        case "person":
            return "M12 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 11c4.4 0 8 2 8 4.5V21H4v-2.5C4 16 7.6 14 12 14z"
        case "phone":
            return "M6.6 2.5 9.4 6c.4.5.4 1.2 0 1.7L7.9 9.5a12 12 0 0 0 6.6 6.6l1.8-1.5c.5-.4 1.2-.4 1.7 0l3.5 2.8c.5.4.6 1.1.2 1.6l-1.5 2c-.5.6-1.3.9-2 .7C9.9 19.8 4.2 14.1 2.3 5.8c-.2-.7.1-1.5.7-2l2-1.5c.5-.4 1.2-.3 1.6.2z"
        case "bookmark":
            return "M6 2h12a1 1 0 0 1 1 1v19l-7-4.5L5 22V3a1 1 0 0 1 1-1zm1 2v14.3l5-3.2 5 3.2V4z"
        case "globe":
            return "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 9h-3a15 15 0 0 0-1.2-5.6A8 8 0 0 1 18.9 11zM12 4.1c.9 1.2 1.8 3.6 1.9 6.9h-3.8c.1-3.3 1-5.7 1.9-6.9zM9.3 5.4A15 15 0 0 0 8.1 11h-3a8 8 0 0 1 4.2-5.6zM5.1 13h3a15 15 0 0 0 1.2 5.6A8 8 0 0 1 5.1 13zm6.9 6.9c-.9-1.2-1.8-3.6-1.9-6.9h3.8c-.1 3.3-1 5.7-1.9 6.9zm2.7-1.3a15 15 0 0 0 1.2-5.6h3a8 8 0 0 1-4.2 5.6z"
        case "creditcard":
            return "M3 4h18a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm1 2v2h16V6zm0 5v7h16v-7zm2 4h5v2H6z"
        case "calendar":
            return "M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3zM5 9v10h14V9zm2 2h3v3H7z"
        default:
            return "M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6z"
        }
    }
}
