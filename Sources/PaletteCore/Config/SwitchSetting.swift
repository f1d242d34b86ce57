/// A setting of `palettec.yml` that is on or off (`staticMembers:`, `swiftUIPreviews:`): a choice of two, so
/// it reads and reports like the other settings.
package enum SwitchSetting: String, CaseIterable, Sendable {
    case `false`, `true`

    package var isOn: Bool { self == .true }
}
