// yaml-scan FILE: reads the file and pulls every libyaml parser event, doing nothing with them — the
// least any YAML-reading tool must do. Prints the event count.
import CYamlScan
import Foundation

guard CommandLine.arguments.count == 2, let data = FileManager.default.contents(atPath: CommandLine.arguments[1]) else {
    FileHandle.standardError.write(Data("usage: yaml-scan FILE\n".utf8))
    exit(64)
}
var parser = yaml_parser_t()
guard yaml_parser_initialize(&parser) == 1 else { exit(1) }
var events = 0
data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
    yaml_parser_set_input_string(&parser, buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count)
    var event = yaml_event_t()
    while yaml_parser_parse(&parser, &event) == 1 {
        events += 1
        let done = event.type == YAML_STREAM_END_EVENT
        yaml_event_delete(&event)
        if done { break }
    }
}
let failed = parser.error != YAML_NO_ERROR
yaml_parser_delete(&parser)
print("\(events) events")
exit(failed ? 1 : 0)
