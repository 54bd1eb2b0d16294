//! XQF (象棋演播室 / XQStudio) reader — written by i12x; this stub only fixes the signature.

use super::{Format, GameRecord, RecordError};

/// Reads an XQF file (one game).
pub(crate) fn read(bytes: &[u8]) -> Result<Vec<GameRecord>, RecordError> {
    let _ = bytes;
    Err(RecordError::malformed(
        Format::Xqf,
        "the XQF reader is not built yet",
    ))
}
