import ArgumentParser
import Foundation
import Hummingbird
import Logging
import TextInputGallery
import TextInputWeb

/// `textinput-gallery`: serves the live component gallery.
@main
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "textinput-gallery",
        abstract: "Serves a live gallery of every text input in the guidelines, styled like SAP Fiori Horizon.",
        discussion: """
            Open the printed address in a browser. Every keystroke is decided in the page by the Swift core compiled \
            to WebAssembly (TextInputWeb.wasm); the server renders pages and checks posted forms with the same core. \
            Run from a checkout, the gallery first brings .build/wasm/TextInputWeb.wasm up to date with \
            scripts/build-wasm.sh (about three minutes the first time, instant afterwards).
            """)

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free port. The address is printed when the server is ready.")
    var port = 8080

    @Option(help: "The TextInputWeb.wasm to serve (default: .build/wasm/TextInputWeb.wasm, built when missing).")
    var wasm: String?

    @Flag(help: "Do not run scripts/build-wasm.sh before starting.")
    var noBuildWasm = false

    @Flag(help: "Also serve the test pages (hostile texts for the escaping tests).")
    var testPages = false

    @Option(help: "Log level: trace, debug, info, notice, warning, error or critical.")
    var logLevel = "notice"

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535.") }
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical.")
        }
    }

    func run() async throws {
        var logger = Logger(label: "textinput-gallery")
        logger.logLevel = Logger.Level(rawValue: logLevel) ?? .notice
        let assets: WebAssets
        do {
            assets = try WebAssets.forServer(modulePath: wasm, buildInCheckout: !noBuildWasm) { logger.warning("\($0)") }
        } catch {
            throw ValidationError(error.description)
        }
        let server = GalleryServer(catalog: GalleryCatalog(includeTestPages: testPages), assets: assets, logger: logger)
        let app = server.application(host: host, port: port) { address in
            // Unbuffered, so a script reading the address sees it at once.
            FileHandle.standardOutput.write(Data("TextInputKit gallery: \(address)\n".utf8))
        }
        try await app.runService()
    }
}
