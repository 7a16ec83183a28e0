// The application the README's Vapor example configures (it is written for configure(_ app: Application)).
let app = try await Application.make(Environment(name: "development", arguments: ["vapor-app"]))

