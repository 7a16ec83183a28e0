extension MessageSession {
    /// Whether `identifier` can be a locale identifier: letters, digits,
    /// "_", "-" and "@" (for keywords), 2 to 64 characters. Servers check
    /// locales that arrive in requests with it before using them.
    public static func isPlausibleLocale(_ identifier: String) -> Bool {
        (2...64).contains(identifier.count) && identifier.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || "_-@=;".unicodeScalars.contains($0)
        }
    }
}
