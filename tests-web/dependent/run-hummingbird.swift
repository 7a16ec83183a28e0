
// The lines that run it on a free port and say where (appended to the README's Hummingbird example).
if let missing = assets.missingModuleMessage { FileHandle.standardOutput.write(Data("warning: \(missing)\n".utf8)) }
let app = Application(router: router, server: .textInputHTTP1(), configuration: .init(address: .hostname("127.0.0.1", port: 0)),
                      onServerRunning: { channel in
                          let port = channel.localAddress?.port ?? 0
                          FileHandle.standardOutput.write(Data("listening on http://127.0.0.1:\(port)/signup\n".utf8))
                      })
try await app.runService()
