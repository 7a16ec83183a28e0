import ArgumentParser
import Foundation
import Hummingbird
import Logging
import TextInputWeb

/// `textinput-gallery`: serves the live component gallery.
@main
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "textinput-gallery",
        abstract: "Serves a live gallery of every text input in the guidelines, styled like SAP Fiori Horizon.",
        discussion: "Open the printed address in a browser. Every keystroke is decided by the Swift core on this server.")

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free port. The address is printed when the server is ready.")
    var port = 8080

    @Option(help: "The most live sessions (open pages) at once.")
    var maxSessions = 20_000

    @Option(help: "Messages per second one session may send on average.")
    var rate = 200.0

    @Flag(help: "Also serve the test pages (hostile texts for the escaping tests).")
    var testPages = false

    @Option(help: "Log level: trace, debug, info, notice, warning, error or critical.")
    var logLevel = "notice"

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535.") }
        guard maxSessions >= 1 else { throw ValidationError("--max-sessions must be at least 1.") }
        guard rate >= 1 else { throw ValidationError("--rate must be at least 1 message per second.") }
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical.")
        }
    }

    func run() async throws {
        var logger = Logger(label: "textinput-gallery")
        logger.logLevel = Logger.Level(rawValue: logLevel) ?? .notice
        let limits = SessionLimits(messagesPerSecond: rate, burst: max(2 * rate, 20))
        let server = GalleryServer(catalog: GalleryCatalog(includeTestPages: testPages), limits: limits,
                                   maxSessions: maxSessions, logger: logger)
        let app = server.application(host: host, port: port) { address in
            // Unbuffered, so a script reading the address sees it at once.
            FileHandle.standardOutput.write(Data("TextInputKit gallery: \(address)\n".utf8))
        }
        try await app.runService()
    }
}
