//! Integer bit helpers shared by the folders (a leaf: `constant` and `apfloat` both use it).

/// The bit mask of a `width`-bit integer.
pub(super) fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// `bits` (a `width`-bit integer) sign-extended.
pub(super) fn sext(bits: u128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return bits as i128;
    }
    let shift = 128 - width;
    ((bits << shift) as i128) >> shift
}

/// `v` truncated to `width` bits.
pub(super) fn trunc(v: i128, width: u32) -> u128 {
    v as u128 & mask(width)
}
