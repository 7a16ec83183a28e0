
// The lines that run it on a free port and say where (until the process is stopped).
if let missing = assets.missingModuleMessage { FileHandle.standardOutput.write(Data("warning: \(missing)\n".utf8)) }
func serve(_ app: Application) async throws {
    try await app.server.start(address: .hostname("127.0.0.1", port: 0))
    let port = app.http.server.shared.localAddress?.port ?? 0
    FileHandle.standardOutput.write(Data("listening on http://127.0.0.1:\(port)/signup\n".utf8))
    while true { try await Task.sleep(for: .seconds(3600)) }
}
try await serve(app)
