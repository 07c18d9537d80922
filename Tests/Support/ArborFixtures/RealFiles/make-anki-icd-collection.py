# A collection as a person studying ICD-10 keeps it: most decks at the top, a few nested
# (Anki stores each parent deck as its own row), and notes whose first field is a code
# with a dot (`E11.9`), so the fields split at the dots share their first levels.
from anki.collection import Collection
import os, sys
path = sys.argv[1]
if os.path.exists(path): os.remove(path)
col = Collection(path)
for name in ["French", "German", "History", "Music", "Spanish", "Statistics", "Vocabulary"]:
    col.decks.id(name)
icd = col.decks.id("Medicine::ICD-10")
chapters = [col.decks.id(f"Medicine::ICD-10::Chapter {n}") for n in (1, 2)]
model = col.models.by_name("Basic")
kinds = ["unspecified", "without complications", "with coma", "with ketoacidosis", "with kidney complications"]
for block in range(40):
    letter = "ABCDEFGHIJ"[block % 10]
    for sub in range(10):
        note = col.new_note(model)
        note["Front"] = f"{letter}{block:02d}.{sub}"
        note["Back"] = f"Disease {block}, {kinds[sub % len(kinds)]}"
        note.tags = [f"ICD-10::{letter}"]
        col.add_note(note, chapters[block % 2] if sub else icd)
col.close()
