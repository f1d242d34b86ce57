/// `staticMembers:` in `palettec.yml`, a choice of two so it reads and reports like the other settings.
package enum StaticMembersSetting: String, CaseIterable, Sendable {
    case `false`, `true`

    package var isOn: Bool { self == .true }
}
