import Foundation

/// A real JSON Schema validator, Python's jsonschema (draft-07), for what palettec's schema says of
/// documents. A test that needs it fails, saying what to install, when python3 or jsonschema is missing.
public enum JSONSchemaValidator {
    /// For each document (JSON text), nil when the schema accepts it, else the validator's error.
    public static func verdicts(schema: String, documents: [String]) throws -> [String?] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "palettec-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schemaFile = folder.appendingPathComponent("schema.json")
        let documentsFile = folder.appendingPathComponent("documents.json")
        let verdictsFile = folder.appendingPathComponent("verdicts.json")
        try Data(schema.utf8).write(to: schemaFile)
        try Data(("[" + documents.joined(separator: ",\n") + "]").utf8).write(to: documentsFile)
        _ = try ToolRun.python("validate_schema.py", [schemaFile.path, documentsFile.path, verdictsFile.path])
        let verdicts = try JSONSerialization.jsonObject(with: Data(contentsOf: verdictsFile)) as? [Any]
        guard let verdicts, verdicts.count == documents.count else {
            throw ToolRun.Failure(
                description: "validate_schema.py gave no verdict for each of \(documents.count) documents")
        }
        return verdicts.map { $0 as? String }
    }
}
