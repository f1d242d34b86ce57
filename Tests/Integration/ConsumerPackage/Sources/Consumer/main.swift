// Uses the colors the build plugin generated from Palettes/.
let background = Brand.background
print("Brand.background light \(background.light.red) dark \(background.dark.red)")
print("Grays.greyishBrown light \(Grays.greyishBrown.light.red) dark \(Grays.greyishBrown.dark.red)")
print("Brand.accent dark-high-contrast \(Brand.accent.resolved(dark: true, highContrast: true) == Brand.accent.dark)")
