import Foundation
import TextInputCore
import TextInputHTML

/// The files a page with TextInputKit forms loads: the client script, the
/// stylesheet, the icon and the WebAssembly module that runs the core in the
/// browser, each served under a content-hashed address so that it can be
/// cached for a year.
///
/// The script, the stylesheet and the module are resource files of this
/// package (`Sources/TextInputWeb/Resources`, with their Brotli and gzip
/// copies), so an app that depends on TextInputKit serves live forms with
/// nothing but `swift build`; the module there is the one
/// `bash scripts/build-wasm.sh` builds from the sources (CI checks that they
/// are the same bytes). In a checkout, the freshly built
/// `.build/wasm/TextInputWeb.wasm` is preferred. Without a module, pages work
/// as plain HTML forms that post to the server.
///
/// ```swift
/// let assets = try WebAssets()                      // finds the module (see init)
/// assets.headHTML                                   // <script data-tik-wasm=…>…</script><link rel="stylesheet" …><script src="/assets/client.3f2a….js" defer>
/// assets.asset(at: "/assets/client.3f2a….js")       // what to serve, with its headers
/// ```
public struct WebAssets: Sendable {
    /// One served file.
    public struct Asset: Sendable {
        /// The address it is served at, with its content hash.
        public var path: String
        /// The `Content-Type` header.
        public var contentType: String
        /// The bytes.
        public var body: [UInt8]
        /// The same bytes gzip-compressed, for clients that send `Accept-Encoding: gzip`
        /// (served with `Content-Encoding: gzip`), or nil to always serve ``body``.
        /// The WebAssembly module has one when `scripts/build-wasm.sh` wrote the
        /// `.gz` beside it and the `.gz` holds exactly these bytes; the script and
        /// the stylesheet when their committed `.gz` resources (written by
        /// `scripts/compress-assets.sh`) hold exactly theirs.
        public var gzipBody: [UInt8]?
        /// The same bytes Brotli-compressed (`-q 11`), for clients that send
        /// `Accept-Encoding: br` (preferred over gzip), or nil: set by
        /// ``WebAssets/init(modulePath:prefix:)`` when `scripts/build-wasm.sh`
        /// wrote a `.br` beside the module (or `scripts/compress-assets.sh` beside
        /// the script and the stylesheet) and its `.br.sum` names exactly these bytes.
        public var brotliBody: [UInt8]?
        /// The URL pattern under which browsers keep this asset as a compression dictionary for its later
        /// versions (sent as `Use-As-Dictionary: match="…"`, RFC 9842), such as `/assets/TextInputWeb.*.wasm`, or
        /// nil. Set for the module and its Unicode data, whose next versions then download as a difference
        /// (``dictionaryDeltas``).
        public var dictionaryMatch: String?
        /// The bytes compressed against earlier versions of the asset (`Content-Encoding: dcz`), for browsers
        /// that name one of those versions in `Available-Dictionary`: the deltas `scripts/build-wasm.sh` wrote
        /// beside the module and its Unicode data that check out (``WebAssets/DictionaryDelta``); empty for the
        /// other assets.
        public var dictionaryDeltas: [DictionaryDelta] = []
        /// The `Cache-Control` header: a year and immutable, as the address changes with the content.
        public var cacheControl: String { "public, max-age=31536000, immutable" }
    }

    /// Why assets could not be loaded.
    public struct LoadError: Error, CustomStringConvertible, Sendable {
        /// What went wrong and how to fix it.
        public var description: String
    }

    /// The client script.
    public let script: Asset
    /// The scan dialog's script (`client-scan.js`): only a page whose forms
    /// have a scan field loads it, after ``script`` (``WebForm`` writes it
    /// beside the dialog), so that no other page fetches it before its first
    /// key.
    public let scanScript: Asset
    /// The date fields' calendar script (`client-date.js`): only a page
    /// whose forms have a date field loads it, after ``script`` (``WebForm``
    /// writes it after the form).
    public let dateScript: Asset
    /// The script that asks the app's suggestion route as a combo box fed
    /// by the app is typed in (`client-suggest.js`): only a page whose forms
    /// have such a field loads it, after ``script`` (``WebForm`` writes it
    /// after the form).
    public let suggestScript: Asset
    /// The stylesheet.
    public let stylesheet: Asset
    /// The high-contrast stylesheet: the `tik-theme-hcb` and `tik-theme-hcw`
    /// themes, `tik-theme-auto` under `prefers-contrast: more`, and the
    /// rules for `forced-colors: active`. ``headHTML`` links it only when the
    /// browser needs it (``contrastScript``), so other pages never fetch it; a
    /// page whose theme class is `tik-theme-hcb` or `tik-theme-hcw` adds
    /// ``contrastStylesheetLink`` to its `<head>`.
    public let contrastStylesheet: Asset
    /// The page icon.
    public let icon: Asset
    /// The phone format's tables (libphonenumber's metadata as text), which a page with a phone field fetches
    /// and installs in its module (the module carries none of them).
    public let phoneData: Asset
    /// The phone tables of each calling code alone (``PhoneNumberData/tablesByCallingCode(_:)``), by code: what
    /// a form whose phone fields all type numbers of one code fetches before it opens instead of the whole tables
    /// (5.2 KB for +1 against 18.5 KB of Brotli), which it fetches once it is live. Made when the assets load,
    /// they have no Brotli copies: they go gzipped to clients that accept gzip (+1's in about 2 KB).
    public let phoneDataByCallingCode: [Int: Asset]
    /// The WebAssembly module with the core and the live forms, if it was found.
    public let module: Asset?
    /// The Unicode property tables the module leaves out (normalisation, case mapping, character properties:
    /// `TextInputWeb-unicode.bin` beside the module, written by `scripts/build-wasm.sh`), which a page fetches once
    /// its forms are live; nil when the module was found without it (docs/wasm.md, "The Unicode data").
    public let unicodeData: Asset?
    /// The module's parts (`TextInputWeb-PART.wasm` beside it, listed in `TextInputWeb-parts.txt`, written by
    /// `scripts/build-wasm.sh`): the code of some features each, which a form fetches before it opens when its
    /// fields have them, and once it is live otherwise (docs/wasm.md, "The parts"). Empty when the module has none.
    public let parts: [Part]
    /// Where the module was looked for, in order (for the message when it is missing).
    public let moduleCandidates: [String]

    /// The address prefix, such as "/assets".
    public let prefix: String

    /// One of the package's resource files as served: its content-hashed
    /// address under `prefix`, with its committed gzip and Brotli copies
    /// (scripts/compress-assets.sh) when they hold the file.
    static func bundled(_ name: String, ext: String, contentType: String, prefix: String) throws(LoadError) -> Asset {
        Asset(path: "", contentType: contentType, body: try resource(name, ext))
            .hashed(prefix: prefix, name: name, ext: ext)
            .compressed(gzip: optionalResource(name, ext + ".gz"), brotli: optionalResource(name, ext + ".br"),
                        brotliSum: optionalResource(name, ext + ".br.sum"))
    }

    /// Loads the assets.
    ///
    /// - Parameters:
    ///   - modulePath: the `TextInputWeb.wasm` to serve. When nil, the first
    ///     that exists of: `$TEXTINPUT_WEB_WASM`, `.build/wasm/TextInputWeb.wasm`
    ///     under the current directory, the same under this package's checkout
    ///     (both for development), and the module in this library's resource
    ///     bundle (what a dependent app, or a release binary deployed with its
    ///     `TextInputKit_TextInputWeb.resources`, serves).
    ///   - prefix: the address prefix of every asset.
    /// - Throws: ``LoadError`` when a resource file of the package is missing
    ///   or `modulePath` was given and cannot be read.
    public init(modulePath: String? = nil, prefix: String = "/assets") throws(LoadError) {
        self.prefix = prefix
        script = try Self.bundled("client", ext: "js", contentType: "text/javascript; charset=utf-8", prefix: prefix)
        scanScript = try Self.bundled("client-scan", ext: "js", contentType: "text/javascript; charset=utf-8", prefix: prefix)
        dateScript = try Self.bundled("client-date", ext: "js", contentType: "text/javascript; charset=utf-8", prefix: prefix)
        suggestScript = try Self.bundled("client-suggest", ext: "js", contentType: "text/javascript; charset=utf-8",
                                         prefix: prefix)
        stylesheet = try Self.bundled("textinput", ext: "css", contentType: "text/css; charset=utf-8", prefix: prefix)
        contrastStylesheet = try Self.bundled("textinput-contrast", ext: "css", contentType: "text/css; charset=utf-8",
                                              prefix: prefix)
        icon = Asset(path: "", contentType: "image/svg+xml", body: Array(Self.iconSVG.utf8))
            .hashed(prefix: prefix, name: "icon", ext: "svg")
        phoneData = try Self.bundled("phone-metadata", ext: "txt", contentType: "text/plain; charset=utf-8", prefix: prefix)
        phoneDataByCallingCode = Self.phoneTablesByCallingCode.mapValues { asset in
            var copy = asset
            copy.path = prefix + asset.path
            return copy
        }
        var candidates: [String] = []
        if let modulePath {
            candidates = [modulePath]
        } else {
            if let fromEnvironment = ProcessInfo.processInfo.environment["TEXTINPUT_WEB_WASM"], !fromEnvironment.isEmpty {
                candidates.append(fromEnvironment)
            }
            candidates.append(FileManager.default.currentDirectoryPath + "/.build/wasm/TextInputWeb.wasm")
            candidates.append(Self.packageRoot + "/.build/wasm/TextInputWeb.wasm")
            if let bundled = Self.resourceURL("TextInputWeb", "wasm") { candidates.append(bundled.path) }
        }
        moduleCandidates = candidates
        var found: Asset?
        var foundUnicode: Asset?
        var foundParts: [Part] = []
        for candidate in candidates {
            guard let data = FileManager.default.contents(atPath: candidate) else {
                if modulePath != nil {
                    throw LoadError(description: "cannot read the WebAssembly module at \(candidate); build it with bash scripts/build-wasm.sh")
                }
                continue
            }
            found = Asset(path: "", contentType: "application/wasm", body: [UInt8](data))
                .hashed(prefix: prefix, name: "TextInputWeb", ext: "wasm")
                .compressed(gzip: FileManager.default.contents(atPath: candidate + ".gz").map { [UInt8]($0) },
                            brotli: FileManager.default.contents(atPath: candidate + ".br").map { [UInt8]($0) },
                            brotliSum: FileManager.default.contents(atPath: candidate + ".br.sum").map { [UInt8]($0) })
                .usableAsDictionary(prefix: prefix, name: "TextInputWeb", ext: "wasm", file: candidate)
            let unicodePath = Self.unicodeDataPath(besideModule: candidate)
            foundUnicode = FileManager.default.contents(atPath: unicodePath).map { data in
                Asset(path: "", contentType: "application/octet-stream", body: [UInt8](data))
                    .hashed(prefix: prefix, name: "TextInputWeb-unicode", ext: "bin")
                    .compressed(gzip: FileManager.default.contents(atPath: unicodePath + ".gz").map { [UInt8]($0) },
                                brotli: FileManager.default.contents(atPath: unicodePath + ".br").map { [UInt8]($0) },
                                brotliSum: FileManager.default.contents(atPath: unicodePath + ".br.sum").map { [UInt8]($0) })
                    .usableAsDictionary(prefix: prefix, name: "TextInputWeb-unicode", ext: "bin", file: unicodePath)
            }
            foundParts = Self.parts(besideModule: candidate, prefix: prefix)
            break
        }
        module = found
        unicodeData = foundUnicode
        parts = foundParts
    }

    /// Where the Unicode data of the module at `modulePath` is: beside it, named after it
    /// (`TextInputWeb.wasm` → `TextInputWeb-unicode.bin`).
    static func unicodeDataPath(besideModule modulePath: String) -> String {
        (modulePath.hasSuffix(".wasm") ? String(modulePath.dropLast(5)) : modulePath) + "-unicode.bin"
    }

    /// Whether `compressed` is a gzip member whose trailer names `original`:
    /// the same CRC-32 and length (RFC 1952).
    static func gzip(_ compressed: [UInt8], holds original: [UInt8]) -> Bool {
        guard compressed.count >= 18, compressed[0] == 0x1F, compressed[1] == 0x8B, compressed[2] == 8 else { return false }
        func word(at index: Int) -> UInt32 {
            (0..<4).reduce(UInt32(0)) { $0 | UInt32(compressed[index + $1]) << (8 * UInt32($1)) }
        }
        return word(at: compressed.count - 4) == UInt32(truncatingIfNeeded: original.count)
            && word(at: compressed.count - 8) == crc32(original)
    }

    /// Whether a `.br.sum` line ("crc32-in-hex length") names `original`.
    static func sum(_ line: String, names original: [UInt8]) -> Bool {
        let parts = line.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard parts.count == 2, let crc = UInt32(parts[0], radix: 16), let length = Int(parts[1]) else { return false }
        return length == original.count && crc == crc32(original)
    }

    /// The CRC-32 of gzip and zlib (reflected polynomial 0xEDB88320).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crc32Table[Int(UInt8(truncatingIfNeeded: crc) ^ byte)] ^ (crc >> 8)
        }
        return ~crc
    }

    private static let crc32Table: [UInt32] = (UInt32(0)..<256).map { index in
        (0..<8).reduce(index) { value, _ in value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    }

    /// Each calling code's phone tables, at their path under an empty prefix: made once from the package's tables.
    private static let phoneTablesByCallingCode: [Int: Asset] = {
        guard let whole = try? resource("phone-metadata", "txt") else { return [:] }
        var byCode: [Int: Asset] = [:]
        for (code, tables) in PhoneNumberData.tablesByCallingCode(whole) {
            var asset = Asset(path: "", contentType: "text/plain; charset=utf-8", body: tables)
                .hashed(prefix: "", name: "phone-metadata-\(code)", ext: "txt")
            // Made here, they have no Brotli copy: gzip, which zlib makes as they load (+1's 5.2 KB in 2 KB).
            asset.gzipBody = Gzip.compress(tables, level: 9)
            byCode[code] = asset
        }
        return byCode
    }()

    /// Every asset a server serves at its path: the scripts, the stylesheets, the icon, the phone tables, and the
    /// module, its Unicode data and its parts when there are. Routes (``asset(at:)``, TextInputHummingbird's and TextInputVapor's
    /// `addTextInputRoutes`) serve exactly these.
    public var served: [Asset] {
        [script, scanScript, dateScript, suggestScript, stylesheet, contrastStylesheet, icon, phoneData] + phoneDataByCallingCode.keys.sorted().compactMap { phoneDataByCallingCode[$0] }
            + (module.map { [$0] } ?? []) + (unicodeData.map { [$0] } ?? []) + parts.map(\.asset)
    }

    /// The asset served at `path`, or nil.
    public func asset(at path: String) -> Asset? {
        served.first { $0.path == path }
    }

    /// The tags a page's `<head>` needs: the start of the WebAssembly
    /// module's download (``moduleFetchScript``), the icon, the stylesheet and
    /// the script. A page that shows no TextInputKit form can leave the
    /// module out: ``headHTML(loadingModule:)``.
    public var headHTML: String { headHTML(loadingModule: true) }

    /// The tags a page's `<head>` needs when it shows `forms`: those of
    /// ``headHTML``, and before the stylesheet the start of the downloads
    /// those forms need before they open (the module's parts their fields use
    /// and their phone tables, ``earlyFetchScript``). A form starts them
    /// itself too, but its script runs only once the stylesheet has arrived
    /// (browsers hold a script behind the stylesheets before it): from the
    /// head they start with the module's, about 0.3 s sooner on slow 4G.
    /// Each address is fetched once either way.
    public func headHTML(for forms: [WebForm]) -> String {
        var early: [String] = []
        for form in forms {
            for path in form.earlyDownloads(assets: self) where !early.contains(path) { early.append(path) }
        }
        return headHTML(loadingModule: !forms.isEmpty, early: early)
    }

    /// The tags a page's `<head>` needs, with the start of the module's
    /// download or without it (for a page without a live form).
    public func headHTML(loadingModule: Bool) -> String {
        headHTML(loadingModule: loadingModule, early: [])
    }

    func headHTML(loadingModule: Bool, early: [String]) -> String {
        var html = ""
        if loadingModule, let module {
            html += "<script" + HTML.attribute("data-tik-wasm", module.path) + ">" + Self.moduleFetchScript + "</script>"
            if !early.isEmpty {
                html += "<script" + HTML.attribute("data-tik-early", early.joined(separator: " ")) + ">" + Self.earlyFetchScript
                    + "</script>"
            }
        }
        return html + "<link rel=\"icon\" href=\"\(icon.path)\" type=\"image/svg+xml\"><link rel=\"stylesheet\" href=\"\(stylesheet.path)\">"
            + "<script" + HTML.attribute("data-tik-contrast", contrastStylesheet.path) + ">" + Self.contrastScript + "</script>"
            + "<noscript><link rel=\"stylesheet\" href=\"\(contrastStylesheet.path)\" media=\"(forced-colors: active), (prefers-contrast: more)\"></noscript>"
            + "<script src=\"\(script.path)\" defer></script>"
    }

    /// The high-contrast stylesheet without a media query, for the `<head>`
    /// of a page whose theme class is `tik-theme-hcb` or `tik-theme-hcw`
    /// (``contrastStylesheet``).
    public var contrastStylesheetLink: String {
        "<link rel=\"stylesheet\" href=\"\(contrastStylesheet.path)\">"
    }

    /// Runs `scripts/build-wasm.sh` of the checkout in `directory` (by default
    /// the current one), if there is one: it brings `.build/wasm/TextInputWeb.wasm`
    /// up to date (about three minutes the first time, at once afterwards).
    /// Its progress goes to standard error. Returns what went wrong, or nil
    /// (also when there is no script: outside a checkout, give the module's path).
    public static func buildModuleInCheckout(_ directory: String = FileManager.default.currentDirectoryPath) -> String? {
        let script = directory + "/scripts/build-wasm.sh"
        guard FileManager.default.fileExists(atPath: script) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script]
        process.standardOutput = FileHandle.standardError
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            return "could not run \(script): \(error)"
        }
        return process.terminationStatus == 0 ? nil
            : "\(script) failed (status \(process.terminationStatus)); pages work without JavaScript until it succeeds"
    }

    /// The assets a server starts with: when no module path is given, the
    /// module is first brought up to date in the checkout the server runs from
    /// (``buildModuleInCheckout(_:)``, unless `buildInCheckout` is false); a
    /// failed build and a missing module are reported through `warn` (the
    /// pages then work without JavaScript).
    ///
    /// - Throws: ``LoadError`` as ``init(modulePath:prefix:)`` does.
    public static func forServer(modulePath: String?, buildInCheckout: Bool = true,
                                 warn: (String) -> Void) throws(LoadError) -> WebAssets {
        if modulePath == nil, buildInCheckout, let problem = buildModuleInCheckout() { warn(problem) }
        let assets = try WebAssets(modulePath: modulePath)
        if let missing = assets.missingModuleMessage { warn(missing) }
        if let module = assets.module, assets.parts.isEmpty, module.body.containsTableExport {
            warn("the parts of TextInputWeb.wasm (TextInputWeb-parts.txt and TextInputWeb-PART.wasm) were not found beside it "
                + "(\(assets.moduleCandidates.first { FileManager.default.fileExists(atPath: $0) } ?? module.path)); forms become plain "
                + "forms when they need one: deploy them with the module, as scripts/build-wasm.sh writes them")
        }
        if let module = assets.module, assets.unicodeData == nil {
            warn("TextInputWeb-unicode.bin was not found beside the module (\(assets.moduleCandidates.first { FileManager.default.fileExists(atPath: $0) } ?? module.path)); "
                + "forms whose text goes beyond Latin letters become plain forms: deploy it with the module, as scripts/build-wasm.sh writes them")
        }
        return assets
    }

    /// A sentence saying that the module is missing and how to build it, or nil.
    public var missingModuleMessage: String? {
        guard module == nil else { return nil }
        return "TextInputWeb.wasm was not found (looked in \(moduleCandidates.joined(separator: ", "))); pages work without "
            + "JavaScript until one is there: deploy the executable with its TextInputKit_TextInputWeb.resources folder, or "
            + "build the module with bash scripts/build-wasm.sh in a TextInputKit checkout"
    }

    /// The one inline script of a page (first in ``headHTML``, with the
    /// module's address in `data-tik-wasm`): it starts the module's download
    /// as soon as the `<head>` is parsed, before the stylesheet and the page's
    /// deferred script, and the script takes that response. Not a
    /// `<link rel="preload" as="fetch">`, which WebKit downloads a second time
    /// when a script fetches the module (docs/decisions.md, #45).
    /// ``contentSecurityPolicy`` allows it by its hash; an app with a policy of
    /// its own adds ``moduleFetchScriptHash`` to its `script-src` (without it
    /// the page's script fetches the module itself, a round trip later). A
    /// failed download is the page's script's to handle (it is marked handled
    /// so that the browser reports nothing before that script runs).
    public static let moduleFetchScript = "if(!window.tikModule){window.tikModule={url:document.currentScript.getAttribute('data-tik-wasm')};"
        + "window.tikModule.response=fetch(window.tikModule.url,{credentials:'same-origin'});window.tikModule.response.catch(function(){})}"

    /// The CSP source expression of ``moduleFetchScript``: its SHA-256 in base64.
    public static let moduleFetchScriptHash = "sha256-ldMOUrcsKQl5yavuYBEIky3NYn2BhdYan/O4ZVmzmNs="

    /// The one line a form's HTML starts with when its fields need parts of the
    /// module or the phone tables before it opens (``WebForm/html(assets:)``):
    /// it starts their downloads as the form is parsed, beside the module's,
    /// instead of when the page's deferred script runs (about half a second
    /// later on slow 4G); the script takes those responses. The addresses are
    /// in its `data-tik-early` attribute. ``contentSecurityPolicy`` allows it by
    /// its hash; an app with a policy of its own adds ``earlyFetchScriptHash``
    /// (without it the page's script fetches them itself). An address already
    /// started (by the head, ``headHTML(for:)``) or taken is not fetched again;
    /// a failed download is the page's script's to handle, as the module's.
    public static let earlyFetchScript = "(function(s){var e=window.tikEarly=window.tikEarly||{};"
        + "s.getAttribute('data-tik-early').split(' ').forEach(function(u){if(!(u in e)){e[u]=fetch(u,{credentials:'same-origin'});"
        + "e[u].catch(function(){})}})})(document.currentScript)"

    /// The line in ``headHTML`` that links the high-contrast stylesheet
    /// (``contrastStylesheet``, its address in `data-tik-contrast`) when the
    /// browser is in forced colours or asks for more contrast, and as soon as
    /// it starts to: a page that needs none of it never fetches it, so it adds
    /// nothing to what a page fetches before its first key. Without
    /// JavaScript a `<noscript>` link with the same media query does it.
    /// ``contentSecurityPolicy`` allows it by its hash (``contrastScriptHash``).
    public static let contrastScript = "(function(s){var q=matchMedia('(forced-colors: active), (prefers-contrast: more)');function a(){if(!q.matches||s.l)return;s.l=document.createElement('link');s.l.rel='stylesheet';s.l.href=s.getAttribute('data-tik-contrast');document.head.appendChild(s.l)}a();if(q.addEventListener)q.addEventListener('change',a)})(document.currentScript)"

    /// The CSP source expression of ``contrastScript``: its SHA-256 in base64.
    public static let contrastScriptHash = "sha256-ygfTAZbfCsDUhnoNdHnNDb/gpubXfYcicWf10+tu7UM="

    /// The CSP source expression of ``earlyFetchScript``: its SHA-256 in base64.
    public static let earlyFetchScriptHash = "sha256-ZuFX7ec23AZZe7MwRGenx98z6WoWoXwlGhYg6y0RxY8="

    /// The Content-Security-Policy for pages with TextInputKit forms: scripts,
    /// styles and connections only from the server itself, WebAssembly
    /// compilation allowed (`'wasm-unsafe-eval'`, which allows no JavaScript
    /// `eval`), no inline script or style, no plug-ins, no framing, forms post
    /// only to the server.
    public static let contentSecurityPolicy = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval' '\(moduleFetchScriptHash)' '\(earlyFetchScriptHash)' '\(contrastScriptHash)'; style-src 'self' '\(WebForm.appControlsStyleHash)'; "
        + "img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

    /// A text field with a caret, in the Horizon tint.
    static let iconSVG = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 32 32\"><rect x=\"2\" y=\"8\" width=\"28\" height=\"16\" rx=\"4\" fill=\"#fff\" stroke=\"#0070F2\" stroke-width=\"2\"/><rect x=\"8\" y=\"12\" width=\"2\" height=\"8\" fill=\"#0070F2\"/></svg>"

    /// The checkout this file was compiled from.
    static var packageRoot: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }

    /// A resource file that may be missing (a compressed copy), or nil.
    static func optionalResource(_ name: String, _ ext: String) -> [UInt8]? {
        try? resource(name, ext)
    }

    /// Where a resource file of this library is, or nil.
    static func resourceURL(_ name: String, _ ext: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Resources")
            ?? Bundle.module.url(forResource: name, withExtension: ext)
    }

    static func resource(_ name: String, _ ext: String) throws(LoadError) -> [UInt8] {
        guard let url = resourceURL(name, ext), let data = try? Data(contentsOf: url) else {
            throw LoadError(description: "the resource \(name).\(ext) of TextInputWeb is missing from its bundle; rebuild the package")
        }
        return [UInt8](data)
    }
}

extension WebAssets.Asset {
    /// The asset with the compressed copies that hold exactly its body: a gzip
    /// member whose trailer (CRC-32 and length) matches, and a Brotli copy whose
    /// `.br.sum` line names the body (it was checked by decoding when the build
    /// scripts wrote it). A stale copy from an earlier build is ignored, never sent.
    func compressed(gzip: [UInt8]?, brotli: [UInt8]?, brotliSum: [UInt8]?) -> Self {
        var copy = self
        if let gzip, WebAssets.gzip(gzip, holds: body) { copy.gzipBody = gzip }
        if let brotli, let brotliSum, WebAssets.sum(String(decoding: brotliSum, as: UTF8.self), names: body) {
            copy.brotliBody = brotli
        }
        return copy
    }

    /// The asset at `prefix/name.HASH.ext`, HASH being 16 hex digits of its content's FNV-1a hash.
    func hashed(prefix: String, name: String, ext: String) -> Self {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in body {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        var copy = self
        copy.path = "\(prefix)/\(name).\(String(repeating: "0", count: 16 - hex.count) + hex).\(ext)"
        return copy
    }
}
