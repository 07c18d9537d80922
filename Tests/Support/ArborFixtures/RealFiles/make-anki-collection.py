from anki.collection import Collection
import os, sys
path = sys.argv[1]
if os.path.exists(path): os.remove(path)
col = Collection(path)
japanese = col.decks.id("Japanese")
kanji = col.decks.id("Japanese::Kanji")
vocab = col.decks.id("Japanese::Vocabulary")
med = col.decks.id("Medicine::ICD-10::Chapter 1")
model = col.models.by_name("Basic")
for i in range(40):
    note = col.new_note(model)
    note["Front"] = f"Question {i}"
    note["Back"] = f"Answer {i}"
    note.tags = [f"ICD-10::A{i:02d}", "medicine", f"ICD-10::B{i%5}"] if i % 2 else ["ICD-10::C00"]
    col.add_note(note, [kanji, vocab, med][i % 3])
col.close()
