import Foundation
import PackagePlugin

/// Compiles the demo data set into the binary: `Resources/Data/demo.json` (the file people
/// edit, the format `arbor import` reads) becomes `DemoData.swift`, a raw string of it
/// written by `arbor-embed` into the build's own folder at each build where the JSON
/// changed. Generated at build time, not kept in git: 880 KB of Swift that only ever
/// repeated the JSON beside it.
@main struct EmbedDemoData: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let json = target.directoryURL.appending(path: "Data/demo.json")
    let swift = context.pluginWorkDirectoryURL.appending(path: "DemoData.swift")
    return [
      .buildCommand(
        displayName: "Embedding the demo data set", executable: try context.tool(named: "arbor-embed").url,
        arguments: [json.path, swift.path], inputFiles: [json], outputFiles: [swift])
    ]
  }
}
