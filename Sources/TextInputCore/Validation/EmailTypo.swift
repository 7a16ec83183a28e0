/// Finds a likely misspelled domain in an email address ("jane@gmial.com"):
/// the check behind ``ValidationRule/emailTypo``, meant as a warning
/// (``Validation/severity``) that suggests the address the user probably meant.
///
/// A domain is suspect when it is not one of the common mail domains below
/// but within a small edit distance of one (optimal string alignment: an
/// insertion, deletion, substitution or swap of neighbours each count one),
/// or when its top-level domain is a known slip of `.com`, `.net` or `.org`
/// (`.con`, `.cmo`, `.nte`, …). Short domains get one edit, longer ones two,
/// so that a real short domain is not taken for a typo of another. Only
/// ASCII domains are compared: an internationalised domain is never flagged.
enum EmailTypo {
    /// The largest mail providers' domains, worldwide (kept short: the page's module carries them before its
    /// first key; an app that knows its users' domains adds a rule of its own). (Computed, not a stored `static let`: the page's module splits its code into
    /// parts, and only the first may hold a lazily set global.)
    static var domains: [String] { [
        "gmail.com", "yahoo.com", "hotmail.com", "outlook.com", "live.com", "icloud.com", "me.com", "mail.com", "aol.com",
        "gmx.de", "gmx.net", "web.de", "orange.fr", "yahoo.fr", "libero.it", "yandex.ru", "mail.ru", "qq.com", "163.com",
        "naver.com", "comcast.net",
    ] }

    /// Top-level domains typed for `.com`, `.net` and `.org`.
    static var topLevelSlips: [(typed: String, meant: String)] { [
        ("con", "com"), ("cmo", "com"), ("ocm", "com"), ("comm", "com"), ("vom", "com"), ("xom", "com"), ("nte", "net"),
        ("ent", "net"), ("ogr", "org"), ("rog", "org"),
    ] }

    /// The address the user probably meant, or nil when the domain looks
    /// right (or the text is not an address at all).
    static func suggestion(for address: Substring) -> String? {
        guard let at = address.lastIndex(of: "@") else { return nil }
        let local = address[..<at]
        let typed = address[address.index(after: at)...]
        guard !local.isEmpty, !typed.isEmpty, typed.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        // ASCII (checked above), lower-cased without the Unicode case mapping (#47: no part for it on this path).
        let domain = String(decoding: typed.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
        let domains = Self.domains
        if domains.contains(domain) { return nil }
        let bytes = Array(domain.utf8)
        let allowed = bytes.count >= 9 ? 2 : bytes.count >= 6 ? 1 : 0
        var best: (domain: String, distance: Int)?
        if allowed > 0 {
            for candidate in domains {
                let distance = Self.distance(bytes, Array(candidate.utf8), atMost: allowed)
                if distance <= allowed, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
            }
        }
        if let best { return local + "@" + best.domain }
        if let dot = domain.lastIndex(of: "."), dot != domain.startIndex {
            let top = domain[domain.index(after: dot)...]
            if let slip = topLevelSlips.first(where: { $0.typed == top }) {
                return local + "@" + domain[..<dot] + "." + slip.meant
            }
        }
        return nil
    }

    /// The optimal string alignment distance of two byte strings, or more
    /// than `limit` as soon as it must exceed it.
    static func distance(_ a: [UInt8], _ b: [UInt8], atMost limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowBest = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
                rowBest = min(rowBest, value)
            }
            if rowBest > limit { return limit + 1 }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
