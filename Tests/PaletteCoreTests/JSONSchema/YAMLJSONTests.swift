import Foundation
import TestSupport
import XCTest

/// The JSON the schema tests validate types scalars as a YAML 1.2 editor does, not as palettec does.
final class YAMLJSONTests: XCTestCase {
    func testPlainScalarsAreTypedByTheCoreSchemaAndQuotedOnesStayText() throws {
        let yaml = """
            a: [~, null, '', true, False, yes, on, 12, -0, 0o17, 0x1F, 4.5, .5, 1e3, .inf, -.INF, '7', "x\\ty", 2024-01-01]
            "1": { b: }
            """
        XCTAssertEqual(
            try YAMLJSON.json(fromYAML: yaml),
            #"""
            {"a":[null,null,"",true,false,"yes","on",12,0,15,31,4.5,0.5,1000.0,Infinity,-Infinity,"7","x\ty","2024-01-01"],"1":{"b":null}}
            """#)
    }
}
