// The built-in demo.json, compiled into the binary: a copied `arbor` needs no files beside
// it. Files on disk (the user's configuration) only override it.
extension ArborResources {
  /// The demo data set: nested JSON, the format `arbor import` reads.
  static let demoJSON = ##"""
    [
     {
      "name": "Inbox",
      "notes": "Unsorted notes. Things with unusual names live here too.",
      "items": [
       {
        "title": "Call the bank",
        "notes": "Ask about the fee on the last statement.",
        "priority": "high",
        "status": "doing",
        "due": "2026-09-14",
        "tags": [
         "call"
        ]
       },
       {
        "title": "Café receipts ☕",
        "notes": "Combining: café vs café.",
        "priority": "normal",
        "status": "todo",
        "tags": [
         "receipts"
        ]
       },
       {
        "title": "A very long title that keeps going to show how arbor cuts text that does not fit in the pane with an ellipsis at the end",
        "notes": "Resize the terminal to see it move.",
        "priority": "normal",
        "status": "todo"
       },
       {
        "title": "絵文字 and emoji 🌳🌲",
        "notes": "Wide characters take two columns.",
        "priority": "normal",
        "status": "todo"
       },
       {
        "title": "Tabs\tand control characters",
        "notes": "Shown as ^I rather than moving the cursor.",
        "priority": "normal",
        "status": "todo"
       }
      ]
     },
     {
      "name": "Home",
      "notes": "Everything about the house.",
      "children": [
       {
        "name": "Garden",
        "notes": "Planting plan and chores.",
        "children": [
         {
          "name": "Vegetables",
          "children": [
           {
            "name": "Tomatoes",
            "notes": "Tomatoes: north border.",
            "items": [
             {
              "title": "Deadhead: tomatoes",
              "notes": "Use the rain barrel.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-04-04",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Save seeds: tomatoes",
              "notes": "After the last frost.",
              "priority": "low",
              "status": "todo",
              "due": "2026-08-07",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Water weekly: tomatoes",
              "notes": "After the last frost.",
              "priority": "low",
              "status": "doing",
              "due": "2026-05-07",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Mulch: tomatoes",
              "notes": "Use the rain barrel.",
              "priority": "normal",
              "status": "done",
              "due": "2026-02-06",
              "tags": [
               "garden",
               "vegetables"
              ]
             }
            ]
           },
           {
            "name": "Zucchini",
            "notes": "Zucchini: raised bed 2.",
            "items": [
             {
              "title": "Prune: zucchini",
              "priority": "normal",
              "status": "todo",
              "due": "2026-08-25",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Water weekly: zucchini",
              "notes": "See the planting plan.",
              "priority": "high",
              "status": "doing",
              "due": "2026-12-11",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Check for aphids: zucchini",
              "priority": "normal",
              "status": "done",
              "due": "2026-11-16",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Plant out: zucchini",
              "notes": "Best in the morning.",
              "priority": "low",
              "status": "doing",
              "due": "2026-09-11",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Sow indoors: zucchini",
              "priority": "high",
              "status": "doing",
              "due": "2026-11-10",
              "tags": [
               "garden",
               "vegetables"
              ]
             }
            ]
           },
           {
            "name": "Beans",
            "notes": "Beans: north border.",
            "items": [
             {
              "title": "Water weekly: beans",
              "notes": "Use the rain barrel.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-03-10",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Sow indoors: beans",
              "notes": "See the planting plan.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-09-28",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Deadhead: beans",
              "notes": "See the planting plan.",
              "priority": "high",
              "status": "doing",
              "due": "2026-05-24",
              "tags": [
               "garden",
               "vegetables"
              ]
             }
            ]
           },
           {
            "name": "Peas",
            "notes": "Peas: pots on the patio.",
            "items": [
             {
              "title": "Deadhead: peas",
              "notes": "After the last frost.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-03-18",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Stake: peas",
              "notes": "Best in the morning.",
              "priority": "low",
              "status": "done",
              "due": "2026-01-02",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Save seeds: peas",
              "notes": "See the planting plan.",
              "priority": "low",
              "status": "todo",
              "due": "2026-12-13",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Feed with tomato feed: peas",
              "notes": "Use the rain barrel.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-07-16",
              "tags": [
               "garden",
               "vegetables"
              ]
             }
            ]
           },
           {
            "name": "Carrots",
            "notes": "Carrots: pots on the patio.",
            "items": [
             {
              "title": "Water weekly: carrots",
              "notes": "Best in the morning.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-08-21",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Feed with tomato feed: carrots",
              "priority": "normal",
              "status": "todo",
              "due": "2026-08-16",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Save seeds: carrots",
              "notes": "See the planting plan.",
              "priority": "low",
              "status": "done",
              "due": "2026-06-01",
              "tags": [
               "garden",
               "vegetables"
              ]
             }
            ]
           },
           {
            "name": "Beetroot",
            "notes": "Beetroot: pots on the patio.",
            "items": [
             {
              "title": "Water weekly: beetroot",
              "priority": "normal",
              "status": "todo",
              "due": "2026-08-01",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Prune: beetroot",
              "notes": "Use the rain barrel.",
              "priority": "normal",
              "status": "done",
              "due": "2026-05-01",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Plant out: beetroot",
              "notes": "See the planting plan.",
              "priority": "normal",
              "status": "done",
              "due": "2026-06-19",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Sow indoors: beetroot",
              "priority": "high",
              "status": "done",
              "due": "2026-09-11",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Harvest: beetroot",
              "notes": "Use the rain barrel.",
              "priority": "normal",
              "status": "done",
              "due": "2026-09-21",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Save seeds: beetroot",
              "notes": "Row 3, by the fence.",
              "priority": "low",
              "status": "doing",
              "due": "2026-10-03",
              "tags": [
               "garden",
               "vegetables"
              ]
             }
            ]
           },
           {
            "name": "Kale",
            "notes": "Kale: north border.",
            "items": [
             {
              "title": "Divide clumps: kale",
              "notes": "See the planting plan.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-11-05",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Save seeds: kale",
              "notes": "Row 3, by the fence.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-11-01",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Harvest: kale",
              "notes": "See the planting plan.",
              "priority": "low",
              "status": "todo",
              "due": "2026-12-15",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Stake: kale",
              "notes": "See the planting plan.",
              "priority": "high",
              "status": "done",
              "due": "2026-10-12",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Mulch: kale",
              "notes": "Use the rain barrel.",
              "priority": "normal",
              "status": "done",
              "due": "2026-06-17",
              "tags": [
               "garden",
               "vegetables"
              ]
             }
            ]
           },
           {
            "name": "Lettuce",
            "notes": "Lettuce: pots on the patio.",
            "items": [
             {
              "title": "Prune: lettuce",
              "notes": "See the planting plan.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-02-08",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Plant out: lettuce",
              "notes": "Best in the morning.",
              "priority": "normal",
              "status": "done",
              "due": "2026-09-22",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Feed with tomato feed: lettuce",
              "notes": "Best in the morning.",
              "priority": "normal",
              "status": "done",
              "due": "2026-09-15",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Water weekly: lettuce",
              "notes": "Row 3, by the fence.",
              "priority": "high",
              "status": "done",
              "due": "2026-12-04",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Divide clumps: lettuce",
              "notes": "Row 3, by the fence.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-02-28",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Save seeds: lettuce",
              "notes": "Use the rain barrel.",
              "priority": "high",
              "status": "done",
              "due": "2026-03-28",
              "tags": [
               "garden",
               "vegetables"
              ]
             }
            ]
           },
           {
            "name": "Radishes",
            "notes": "Radishes: sunny bed.",
            "items": [
             {
              "title": "Deadhead: radishes",
              "notes": "Use the rain barrel.",
              "priority": "high",
              "status": "todo",
              "due": "2026-11-13",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Check for aphids: radishes",
              "notes": "Best in the morning.",
              "priority": "low",
              "status": "todo",
              "due": "2026-10-16",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Plant out: radishes",
              "notes": "After the last frost.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-10-02",
              "tags": [
               "garden",
               "vegetables"
              ]
             }
            ]
           },
           {
            "name": "Garlic",
            "notes": "Garlic: pots on the patio.",
            "items": [
             {
              "title": "Sow indoors: garlic",
              "notes": "After the last frost.",
              "priority": "normal",
              "status": "done",
              "due": "2026-02-23",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Save seeds: garlic",
              "priority": "normal",
              "status": "done",
              "due": "2026-10-28",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Divide clumps: garlic",
              "priority": "normal",
              "status": "todo",
              "due": "2026-12-28",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Feed with tomato feed: garlic",
              "notes": "After the last frost.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-12-27",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Mulch: garlic",
              "notes": "After the last frost.",
              "priority": "normal",
              "status": "done",
              "due": "2026-02-08",
              "tags": [
               "garden",
               "vegetables"
              ]
             }
            ]
           },
           {
            "name": "Onions",
            "notes": "Onions: raised bed 2.",
            "items": [
             {
              "title": "Save seeds: onions",
              "notes": "After the last frost.",
              "priority": "high",
              "status": "todo",
              "due": "2026-09-11",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Mulch: onions",
              "priority": "normal",
              "status": "doing",
              "due": "2026-11-08",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Sow indoors: onions",
              "notes": "Best in the morning.",
              "priority": "low",
              "status": "done",
              "due": "2026-12-15",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Stake: onions",
              "notes": "Use the rain barrel.",
              "priority": "low",
              "status": "done",
              "due": "2026-02-26",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Plant out: onions",
              "priority": "normal",
              "status": "todo",
              "due": "2026-02-26",
              "tags": [
               "garden",
               "vegetables"
              ]
             }
            ]
           },
           {
            "name": "Leeks",
            "notes": "Leeks: raised bed 2.",
            "items": [
             {
              "title": "Deadhead: leeks",
              "notes": "Row 3, by the fence.",
              "priority": "normal",
              "status": "done",
              "due": "2026-12-25",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Save seeds: leeks",
              "priority": "normal",
              "status": "done",
              "due": "2026-01-11",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Harvest: leeks",
              "notes": "Row 3, by the fence.",
              "priority": "low",
              "status": "todo",
              "due": "2026-08-28",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Water weekly: leeks",
              "priority": "high",
              "status": "done",
              "due": "2026-03-20",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Prune: leeks",
              "notes": "Use the rain barrel.",
              "priority": "normal",
              "status": "done",
              "due": "2026-03-23",
              "tags": [
               "garden",
               "vegetables"
              ]
             }
            ]
           },
           {
            "name": "Potatoes",
            "notes": "Potatoes: greenhouse.",
            "items": [
             {
              "title": "Stake: potatoes",
              "notes": "Best in the morning.",
              "priority": "high",
              "status": "done",
              "due": "2026-05-05",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Save seeds: potatoes",
              "priority": "normal",
              "status": "done",
              "due": "2026-04-06",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Check for aphids: potatoes",
              "notes": "After the last frost.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-10-15",
              "tags": [
               "garden",
               "vegetables"
              ]
             }
            ]
           },
           {
            "name": "Pumpkins",
            "notes": "Pumpkins: greenhouse.",
            "items": [
             {
              "title": "Stake: pumpkins",
              "notes": "After the last frost.",
              "priority": "normal",
              "status": "done",
              "due": "2026-04-01",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Divide clumps: pumpkins",
              "notes": "Row 3, by the fence.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-01-21",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Mulch: pumpkins",
              "notes": "After the last frost.",
              "priority": "low",
              "status": "done",
              "due": "2026-07-09",
              "tags": [
               "garden",
               "vegetables"
              ]
             }
            ]
           },
           {
            "name": "Chard",
            "notes": "Chard: greenhouse.",
            "items": [
             {
              "title": "Divide clumps: chard",
              "notes": "Row 3, by the fence.",
              "priority": "normal",
              "status": "done",
              "due": "2026-02-28",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Save seeds: chard",
              "notes": "See the planting plan.",
              "priority": "low",
              "status": "doing",
              "due": "2026-10-21",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Check for aphids: chard",
              "notes": "After the last frost.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-04-28",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Water weekly: chard",
              "notes": "After the last frost.",
              "priority": "normal",
              "status": "done",
              "due": "2026-06-24",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Sow indoors: chard",
              "notes": "See the planting plan.",
              "priority": "high",
              "status": "done",
              "due": "2026-04-12",
              "tags": [
               "garden",
               "vegetables"
              ]
             }
            ]
           },
           {
            "name": "Cucumbers",
            "notes": "Cucumbers: pots on the patio.",
            "items": [
             {
              "title": "Save seeds: cucumbers",
              "notes": "Use the rain barrel.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-09-12",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Stake: cucumbers",
              "notes": "After the last frost.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-03-05",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Deadhead: cucumbers",
              "notes": "See the planting plan.",
              "priority": "normal",
              "status": "done",
              "due": "2026-08-13",
              "tags": [
               "garden",
               "vegetables"
              ]
             }
            ]
           },
           {
            "name": "Peppers",
            "notes": "Peppers: pots on the patio.",
            "items": [
             {
              "title": "Water weekly: peppers",
              "notes": "See the planting plan.",
              "priority": "high",
              "status": "done",
              "due": "2026-05-09",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Divide clumps: peppers",
              "notes": "See the planting plan.",
              "priority": "normal",
              "status": "done",
              "due": "2026-06-03",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Plant out: peppers",
              "priority": "normal",
              "status": "done",
              "due": "2026-10-06",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Save seeds: peppers",
              "notes": "After the last frost.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-08-12",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Prune: peppers",
              "notes": "Use the rain barrel.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-06-06",
              "tags": [
               "garden",
               "vegetables"
              ]
             }
            ]
           },
           {
            "name": "Strawberries",
            "notes": "Strawberries: sunny bed.",
            "items": [
             {
              "title": "Water weekly: strawberries",
              "notes": "Best in the morning.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-12-01",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Deadhead: strawberries",
              "notes": "Use the rain barrel.",
              "priority": "high",
              "status": "doing",
              "due": "2026-08-07",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Prune: strawberries",
              "notes": "Row 3, by the fence.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-11-04",
              "tags": [
               "garden",
               "vegetables"
              ]
             }
            ]
           },
           {
            "name": "Raspberries",
            "notes": "Raspberries: raised bed 2.",
            "items": [
             {
              "title": "Divide clumps: raspberries",
              "notes": "Row 3, by the fence.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-06-24",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Sow indoors: raspberries",
              "notes": "Best in the morning.",
              "priority": "low",
              "status": "doing",
              "due": "2026-05-18",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Plant out: raspberries",
              "priority": "normal",
              "status": "todo",
              "due": "2026-04-11",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Save seeds: raspberries",
              "notes": "See the planting plan.",
              "priority": "high",
              "status": "doing",
              "due": "2026-08-13",
              "tags": [
               "garden",
               "vegetables"
              ]
             }
            ]
           },
           {
            "name": "Rhubarb",
            "notes": "Rhubarb: north border.",
            "items": [
             {
              "title": "Harvest: rhubarb",
              "notes": "See the planting plan.",
              "priority": "normal",
              "status": "done",
              "due": "2026-10-11",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Sow indoors: rhubarb",
              "notes": "Use the rain barrel.",
              "priority": "low",
              "status": "todo",
              "due": "2026-05-15",
              "tags": [
               "garden",
               "vegetables"
              ]
             },
             {
              "title": "Plant out: rhubarb",
              "notes": "After the last frost.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-10-21",
              "tags": [
               "garden",
               "vegetables"
              ]
             }
            ]
           }
          ]
         },
         {
          "name": "Flowers",
          "children": [
           {
            "name": "Roses",
            "notes": "Roses: pots on the patio.",
            "items": [
             {
              "title": "Water weekly: roses",
              "notes": "Best in the morning.",
              "priority": "low",
              "status": "doing",
              "due": "2026-09-25",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Plant out: roses",
              "notes": "After the last frost.",
              "priority": "high",
              "status": "done",
              "due": "2026-07-12",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Sow indoors: roses",
              "notes": "Row 3, by the fence.",
              "priority": "high",
              "status": "done",
              "due": "2026-03-22",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Save seeds: roses",
              "notes": "After the last frost.",
              "priority": "high",
              "status": "doing",
              "due": "2026-04-24",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Feed with tomato feed: roses",
              "notes": "See the planting plan.",
              "priority": "low",
              "status": "doing",
              "due": "2026-08-25",
              "tags": [
               "garden",
               "flowers"
              ]
             }
            ]
           },
           {
            "name": "Dahlias",
            "notes": "Dahlias: sunny bed.",
            "items": [
             {
              "title": "Check for aphids: dahlias",
              "notes": "After the last frost.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-01-18",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Prune: dahlias",
              "notes": "See the planting plan.",
              "priority": "normal",
              "status": "done",
              "due": "2026-06-05",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Stake: dahlias",
              "priority": "normal",
              "status": "todo",
              "due": "2026-01-20",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Save seeds: dahlias",
              "priority": "normal",
              "status": "done",
              "due": "2026-09-17",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Deadhead: dahlias",
              "notes": "Best in the morning.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-05-20",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Plant out: dahlias",
              "notes": "Best in the morning.",
              "priority": "normal",
              "status": "done",
              "due": "2026-12-28",
              "tags": [
               "garden",
               "flowers"
              ]
             }
            ]
           },
           {
            "name": "Tulips",
            "notes": "Tulips: greenhouse.",
            "items": [
             {
              "title": "Save seeds: tulips",
              "notes": "See the planting plan.",
              "priority": "normal",
              "status": "done",
              "due": "2026-06-26",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Feed with tomato feed: tulips",
              "notes": "Best in the morning.",
              "priority": "low",
              "status": "todo",
              "due": "2026-06-26",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Mulch: tulips",
              "notes": "See the planting plan.",
              "priority": "low",
              "status": "done",
              "due": "2026-12-01",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Divide clumps: tulips",
              "notes": "See the planting plan.",
              "priority": "normal",
              "status": "done",
              "due": "2026-06-02",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Deadhead: tulips",
              "notes": "Use the rain barrel.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-07-13",
              "tags": [
               "garden",
               "flowers"
              ]
             }
            ]
           },
           {
            "name": "Lavender",
            "notes": "Lavender: greenhouse.",
            "items": [
             {
              "title": "Prune: lavender",
              "notes": "Best in the morning.",
              "priority": "normal",
              "status": "done",
              "due": "2026-06-07",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Harvest: lavender",
              "notes": "See the planting plan.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-05-10",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Feed with tomato feed: lavender",
              "notes": "Row 3, by the fence.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-03-16",
              "tags": [
               "garden",
               "flowers"
              ]
             }
            ]
           },
           {
            "name": "Sunflowers",
            "notes": "Sunflowers: pots on the patio.",
            "items": [
             {
              "title": "Plant out: sunflowers",
              "notes": "Best in the morning.",
              "priority": "high",
              "status": "done",
              "due": "2026-06-22",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Stake: sunflowers",
              "notes": "Use the rain barrel.",
              "priority": "low",
              "status": "todo",
              "due": "2026-04-19",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Sow indoors: sunflowers",
              "notes": "See the planting plan.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-06-02",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Mulch: sunflowers",
              "notes": "Use the rain barrel.",
              "priority": "low",
              "status": "todo",
              "due": "2026-03-10",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Feed with tomato feed: sunflowers",
              "notes": "Best in the morning.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-01-05",
              "tags": [
               "garden",
               "flowers"
              ]
             }
            ]
           },
           {
            "name": "Sweet peas",
            "notes": "Sweet peas: north border.",
            "items": [
             {
              "title": "Plant out: sweet peas",
              "notes": "Use the rain barrel.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-06-21",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Water weekly: sweet peas",
              "priority": "normal",
              "status": "todo",
              "due": "2026-10-08",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Mulch: sweet peas",
              "priority": "high",
              "status": "todo",
              "due": "2026-03-17",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Harvest: sweet peas",
              "notes": "Row 3, by the fence.",
              "priority": "low",
              "status": "todo",
              "due": "2026-07-23",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Save seeds: sweet peas",
              "priority": "low",
              "status": "todo",
              "due": "2026-06-03",
              "tags": [
               "garden",
               "flowers"
              ]
             }
            ]
           },
           {
            "name": "Peonies",
            "notes": "Peonies: greenhouse.",
            "items": [
             {
              "title": "Check for aphids: peonies",
              "notes": "Best in the morning.",
              "priority": "normal",
              "status": "done",
              "due": "2026-11-18",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Harvest: peonies",
              "notes": "Row 3, by the fence.",
              "priority": "normal",
              "status": "done",
              "due": "2026-02-17",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Sow indoors: peonies",
              "priority": "normal",
              "status": "todo",
              "due": "2026-06-07",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Water weekly: peonies",
              "notes": "After the last frost.",
              "priority": "low",
              "status": "doing",
              "due": "2026-12-06",
              "tags": [
               "garden",
               "flowers"
              ]
             }
            ]
           },
           {
            "name": "Cosmos",
            "notes": "Cosmos: greenhouse.",
            "items": [
             {
              "title": "Sow indoors: cosmos",
              "priority": "high",
              "status": "doing",
              "due": "2026-07-26",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Feed with tomato feed: cosmos",
              "notes": "After the last frost.",
              "priority": "low",
              "status": "done",
              "due": "2026-01-11",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Check for aphids: cosmos",
              "notes": "Row 3, by the fence.",
              "priority": "normal",
              "status": "done",
              "due": "2026-05-18",
              "tags": [
               "garden",
               "flowers"
              ]
             }
            ]
           },
           {
            "name": "Hydrangeas",
            "notes": "Hydrangeas: sunny bed.",
            "items": [
             {
              "title": "Harvest: hydrangeas",
              "notes": "Use the rain barrel.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-07-14",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Stake: hydrangeas",
              "notes": "Best in the morning.",
              "priority": "normal",
              "status": "done",
              "due": "2026-10-17",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Check for aphids: hydrangeas",
              "notes": "See the planting plan.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-07-08",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Save seeds: hydrangeas",
              "priority": "low",
              "status": "todo",
              "due": "2026-10-26",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Divide clumps: hydrangeas",
              "notes": "Use the rain barrel.",
              "priority": "normal",
              "status": "done",
              "due": "2026-12-18",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Plant out: hydrangeas",
              "notes": "Row 3, by the fence.",
              "priority": "normal",
              "status": "done",
              "due": "2026-11-11",
              "tags": [
               "garden",
               "flowers"
              ]
             }
            ]
           },
           {
            "name": "Clematis",
            "notes": "Clematis: raised bed 2.",
            "items": [
             {
              "title": "Save seeds: clematis",
              "notes": "Row 3, by the fence.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-07-08",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Deadhead: clematis",
              "notes": "See the planting plan.",
              "priority": "high",
              "status": "doing",
              "due": "2026-02-13",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Mulch: clematis",
              "notes": "Row 3, by the fence.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-11-22",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Check for aphids: clematis",
              "notes": "See the planting plan.",
              "priority": "normal",
              "status": "done",
              "due": "2026-09-22",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Stake: clematis",
              "notes": "After the last frost.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-05-27",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Prune: clematis",
              "notes": "Row 3, by the fence.",
              "priority": "high",
              "status": "todo",
              "due": "2026-10-16",
              "tags": [
               "garden",
               "flowers"
              ]
             }
            ]
           },
           {
            "name": "Daffodils",
            "notes": "Daffodils: north border.",
            "items": [
             {
              "title": "Check for aphids: daffodils",
              "notes": "Best in the morning.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-09-06",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Stake: daffodils",
              "notes": "See the planting plan.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-03-05",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Save seeds: daffodils",
              "notes": "See the planting plan.",
              "priority": "low",
              "status": "doing",
              "due": "2026-11-28",
              "tags": [
               "garden",
               "flowers"
              ]
             }
            ]
           },
           {
            "name": "Zinnias",
            "notes": "Zinnias: north border.",
            "items": [
             {
              "title": "Harvest: zinnias",
              "notes": "Use the rain barrel.",
              "priority": "normal",
              "status": "done",
              "due": "2026-02-12",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Plant out: zinnias",
              "notes": "Row 3, by the fence.",
              "priority": "low",
              "status": "doing",
              "due": "2026-05-15",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Save seeds: zinnias",
              "notes": "Use the rain barrel.",
              "priority": "low",
              "status": "done",
              "due": "2026-05-15",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Water weekly: zinnias",
              "notes": "See the planting plan.",
              "priority": "normal",
              "status": "done",
              "due": "2026-08-24",
              "tags": [
               "garden",
               "flowers"
              ]
             },
             {
              "title": "Prune: zinnias",
              "notes": "Best in the morning.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-01-22",
              "tags": [
               "garden",
               "flowers"
              ]
             }
            ]
           }
          ]
         },
         {
          "name": "Tools",
          "items": [
           {
            "title": "Spade",
            "notes": "Sharpen in spring.",
            "priority": "high",
            "status": "doing",
            "tags": [
             "garden",
             "tools"
            ]
           },
           {
            "title": "Hoe",
            "notes": "Replace the handle.",
            "priority": "normal",
            "status": "doing",
            "tags": [
             "garden",
             "tools"
            ]
           },
           {
            "title": "Secateurs",
            "notes": "Borrowed by the neighbours.",
            "priority": "high",
            "status": "todo",
            "tags": [
             "garden",
             "tools"
            ]
           },
           {
            "title": "Wheelbarrow",
            "notes": "Borrowed by the neighbours.",
            "priority": "high",
            "status": "doing",
            "tags": [
             "garden",
             "tools"
            ]
           },
           {
            "title": "Hose",
            "notes": "Borrowed by the neighbours.",
            "priority": "high",
            "status": "todo",
            "tags": [
             "garden",
             "tools"
            ]
           },
           {
            "title": "Rake",
            "notes": "Replace the handle.",
            "priority": "high",
            "status": "doing",
            "tags": [
             "garden",
             "tools"
            ]
           },
           {
            "title": "Trowel",
            "notes": "Replace the handle.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "garden",
             "tools"
            ]
           },
           {
            "title": "Loppers",
            "notes": "Replace the handle.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "garden",
             "tools"
            ]
           },
           {
            "title": "Watering can",
            "priority": "low",
            "status": "todo",
            "tags": [
             "garden",
             "tools"
            ]
           },
           {
            "title": "Compost bin",
            "notes": "Sharpen in spring.",
            "priority": "normal",
            "status": "doing",
            "tags": [
             "garden",
             "tools"
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "Kitchen",
        "children": [
         {
          "name": "Recipes",
          "notes": "Tried and to-try recipes. Tag with #quick for weeknights.",
          "children": [
           {
            "name": "Breakfast",
            "items": [
             {
              "title": "Overnight oats",
              "notes": "Ingredients: tomatoes, cream, milk, sugar, vegetable stock, olive oil.\n1. Toast the tomatoes for 34 minutes.\n2. Roast the tomatoes for 7 minutes.\n3. Season the sugar for 6 minutes.\n4. Roast the tomatoes for 37 minutes.\n5. Season the tomatoes for 38 minutes.\nServes 3.",
              "priority": "low",
              "status": "todo",
              "tags": [
               "recipe",
               "breakfast",
               "vegetarian"
              ],
              "attachments": [
               {
                "note": "Try with oat milk."
               }
              ]
             },
             {
              "title": "Shakshuka",
              "notes": "Ingredients: onions, rosemary, parmesan, tomatoes, vegetable stock, garlic, basil, lentils.\n1. Toast the tomatoes for 25 minutes.\n2. Simmer the rosemary for 38 minutes.\n3. Whisk the tomatoes for 33 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "breakfast",
               "spicy"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/shakshuka"
               }
              ]
             },
             {
              "title": "Buttermilk pancakes",
              "notes": "Ingredients: miso, salt, cinnamon, basil, chicken stock.\n1. Stir in the cinnamon for 30 minutes.\n2. Knead the chicken stock for 6 minutes.\n3. Simmer the chicken stock for 28 minutes.\n4. Fold in the cinnamon for 11 minutes.\n5. Stir in the basil for 28 minutes.\n6. Whisk the miso for 37 minutes.",
              "priority": "low",
              "status": "done",
              "tags": [
               "recipe",
               "breakfast",
               "party",
               "family"
              ]
             },
             {
              "title": "Huevos rancheros",
              "notes": "Ingredients: thyme, celery, sugar, milk.\n1. Blend the milk for 20 minutes.\n2. Chop the milk for 24 minutes.\n3. Whisk the milk for 24 minutes.\n4. Fold in the thyme for 33 minutes.\n5. Whisk the celery for 20 minutes.\nServes 3.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "breakfast"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/huevos-rancheros"
               }
              ]
             },
             {
              "title": "Granola with yogurt",
              "notes": "Ingredients: thyme, onions, mozzarella, honey, oats, parmesan, paprika, yogurt.\n1. Fold in the onions for 13 minutes.\n2. Fold in the honey for 16 minutes.\n3. Whisk the yogurt for 39 minutes.\n4. Fold in the oats for 20 minutes.\nServes 5.",
              "priority": "high",
              "status": "done",
              "tags": [
               "recipe",
               "breakfast"
              ]
             },
             {
              "title": "French toast",
              "notes": "Ingredients: milk, carrots, honey, cream, cinnamon, vanilla, vegetable stock, olive oil.\n1. Blend the vegetable stock for 5 minutes.\n2. Roast the carrots for 15 minutes.\n3. Rest the honey for 9 minutes.\n4. Sauté the milk for 8 minutes.\n5. Whisk the honey for 36 minutes.\n6. Simmer the vanilla for 3 minutes.\nServes 3.",
              "priority": "low",
              "status": "todo",
              "tags": [
               "recipe",
               "breakfast",
               "spicy",
               "freezer"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "French toast, first attempt",
                 "url": "https://photos.example.org/kitchen/french-toast.jpg"
                }
               },
               {
                "note": "Freezes well for a month."
               }
              ]
             },
             {
              "title": "Congee",
              "notes": "Ingredients: carrots, celery, yeast, basil, salt, tomatoes, olive oil.\n1. Chop the yeast for 32 minutes.\n2. Reduce the tomatoes for 12 minutes.\n3. Bake the carrots for 15 minutes.\n4. Bake the yeast for 11 minutes.\n5. Chop the salt for 3 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "breakfast",
               "spicy",
               "quick"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/congee"
               },
               {
                "note": "Freezes well for a month."
               }
              ]
             },
             {
              "title": "Breakfast burrito",
              "notes": "Ingredients: vegetable stock, mushrooms, coriander, soy sauce, chickpeas, miso, cream, cinnamon.\n1. Bake the cinnamon for 24 minutes.\n2. Chop the vegetable stock for 3 minutes.\n3. Marinate the chickpeas for 32 minutes.\n4. Knead the soy sauce for 40 minutes.",
              "priority": "low",
              "status": "todo",
              "tags": [
               "recipe",
               "breakfast",
               "quick"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/breakfast-burrito"
               }
              ]
             },
             {
              "title": "Avocado toast",
              "notes": "Ingredients: celery, chickpeas, coriander, ginger, oats.\n1. Rest the coriander for 7 minutes.\n2. Reduce the celery for 26 minutes.\n3. Marinate the chickpeas for 32 minutes.",
              "priority": "low",
              "status": "done",
              "tags": [
               "recipe",
               "breakfast",
               "party"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/avocado-toast"
               },
               {
                "note": "Needs a hotter oven."
               }
              ]
             },
             {
              "title": "Dutch baby",
              "notes": "Ingredients: rice, oats, onions, butter, tomatoes, carrots, honey, celery, paprika.\n1. Bake the paprika for 10 minutes.\n2. Whisk the rice for 8 minutes.\n3. Bake the onions for 29 minutes.\n4. Reduce the butter for 15 minutes.\nServes 3.",
              "priority": "low",
              "status": "todo",
              "tags": [
               "recipe",
               "breakfast",
               "gluten-free"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/dutch-baby"
               },
               {
                "image": {
                 "caption": "Dutch baby, first attempt",
                 "url": "https://photos.example.org/kitchen/dutch-baby.jpg"
                }
               }
              ]
             },
             {
              "title": "Tamagoyaki",
              "notes": "Ingredients: paprika, carrots, vanilla, chicken stock, parmesan, mushrooms, onions, tomatoes, butter.\n1. Marinate the vanilla for 40 minutes.\n2. Whisk the vanilla for 13 minutes.\n3. Fold in the tomatoes for 9 minutes.\n4. Bake the paprika for 22 minutes.\n5. Blend the butter for 35 minutes.\n6. Bake the tomatoes for 8 minutes.",
              "priority": "low",
              "status": "todo",
              "tags": [
               "recipe",
               "breakfast",
               "party",
               "family"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/tamagoyaki"
               },
               {
                "image": {
                 "caption": "Tamagoyaki, first attempt",
                 "url": "https://photos.example.org/kitchen/tamagoyaki.jpg"
                }
               },
               {
                "note": "Use less salt next time."
               }
              ]
             },
             {
              "title": "Menemen",
              "notes": "Ingredients: cumin, mushrooms, yeast, chickpeas, thyme, potatoes, vanilla.\n1. Bake the mushrooms for 35 minutes.\n2. Stir in the yeast for 37 minutes.\n3. Stir in the mushrooms for 30 minutes.\n4. Fold in the chickpeas for 9 minutes.\n5. Season the chickpeas for 22 minutes.\n6. Simmer the potatoes for 17 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "breakfast",
               "spicy",
               "quick"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/menemen"
               },
               {
                "note": "Double the garlic."
               }
              ]
             },
             {
              "title": "Porridge with berries",
              "notes": "Ingredients: soy sauce, olive oil, cream, spinach, rice, oats, honey.\n1. Bake the spinach for 23 minutes.\n2. Season the olive oil for 24 minutes.\n3. Sauté the soy sauce for 25 minutes.\n4. Whisk the cream for 37 minutes.\n5. Rest the spinach for 3 minutes.\n6. Season the cream for 35 minutes.",
              "priority": "low",
              "status": "todo",
              "tags": [
               "recipe",
               "breakfast"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Porridge with berries, first attempt",
                 "url": "https://photos.example.org/kitchen/porridge-with-berries.jpg"
                }
               }
              ]
             },
             {
              "title": "Eggs Benedict",
              "notes": "Ingredients: thyme, eggs, lentils, oats, onions, mozzarella.\n1. Season the eggs for 36 minutes.\n2. Stir in the onions for 38 minutes.\n3. Rest the mozzarella for 22 minutes.\n4. Simmer the lentils for 5 minutes.\n5. Marinate the mozzarella for 13 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "breakfast",
               "quick"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/eggs-benedict"
               }
              ]
             },
             {
              "title": "Chia pudding",
              "notes": "Ingredients: lemon, garlic, carrots, flour.\n1. Bake the flour for 19 minutes.\n2. Toast the garlic for 4 minutes.\n3. Bake the garlic for 9 minutes.\n4. Fold in the carrots for 5 minutes.\n5. Fold in the garlic for 21 minutes.",
              "priority": "low",
              "status": "done",
              "tags": [
               "recipe",
               "breakfast",
               "weekend",
               "party"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Chia pudding, first attempt",
                 "url": "https://photos.example.org/kitchen/chia-pudding.jpg"
                }
               }
              ]
             },
             {
              "title": "Banana bread",
              "notes": "Ingredients: eggs, flour, butter, mushrooms, honey, chickpeas.\n1. Roast the mushrooms for 8 minutes.\n2. Blend the chickpeas for 29 minutes.\n3. Blend the mushrooms for 36 minutes.\n4. Reduce the mushrooms for 34 minutes.\n5. Knead the chickpeas for 15 minutes.\n6. Roast the butter for 14 minutes.",
              "priority": "low",
              "status": "todo",
              "tags": [
               "recipe",
               "breakfast",
               "vegetarian"
              ]
             },
             {
              "title": "Scones",
              "notes": "Ingredients: lemon, mozzarella, rice, milk.\n1. Blend the milk for 34 minutes.\n2. Blend the rice for 40 minutes.\n3. Roast the rice for 4 minutes.",
              "priority": "normal",
              "status": "todo",
              "tags": [
               "recipe",
               "breakfast",
               "spicy",
               "quick"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/scones"
               },
               {
                "note": "Freezes well for a month."
               }
              ]
             },
             {
              "title": "Crêpes",
              "notes": "Ingredients: paprika, lentils, flour, coriander, yogurt.\n1. Rest the flour for 34 minutes.\n2. Blend the lentils for 17 minutes.\n3. Bake the paprika for 7 minutes.\nServes 2.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "breakfast",
               "family"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/crêpes"
               }
              ]
             },
             {
              "title": "Bircher muesli",
              "notes": "Ingredients: vanilla, chicken stock, tomatoes, yeast.\n1. Marinate the tomatoes for 33 minutes.\n2. Fold in the tomatoes for 11 minutes.\n3. Whisk the yeast for 34 minutes.\n4. Fold in the vanilla for 39 minutes.\n5. Marinate the chicken stock for 7 minutes.\n6. Whisk the vanilla for 10 minutes.",
              "priority": "low",
              "status": "done",
              "tags": [
               "recipe",
               "breakfast"
              ]
             },
             {
              "title": "Smoked salmon bagel",
              "notes": "Ingredients: vegetable stock, miso, spinach, lemon, flour, carrots, sugar, mushrooms, salt.\n1. Chop the mushrooms for 18 minutes.\n2. Marinate the miso for 18 minutes.\n3. Roast the lemon for 16 minutes.",
              "priority": "high",
              "status": "todo",
              "tags": [
               "recipe",
               "breakfast",
               "family"
              ]
             }
            ]
           },
           {
            "name": "Soups",
            "items": [
             {
              "title": "Minestrone",
              "notes": "Ingredients: chickpeas, sugar, tomatoes, coriander, lemon, basil, onions, flour, celery.\n1. Rest the lemon for 8 minutes.\n2. Chop the coriander for 33 minutes.\n3. Knead the celery for 20 minutes.",
              "priority": "low",
              "status": "done",
              "tags": [
               "recipe",
               "soups"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/minestrone"
               },
               {
                "image": {
                 "caption": "Minestrone, first attempt",
                 "url": "https://photos.example.org/kitchen/minestrone.jpg"
                }
               }
              ]
             },
             {
              "title": "Miso soup",
              "notes": "Ingredients: butter, rosemary, carrots, sugar, mushrooms, potatoes, thyme.\n1. Roast the rosemary for 6 minutes.\n2. Toast the butter for 11 minutes.\n3. Chop the mushrooms for 18 minutes.\n4. Sauté the rosemary for 40 minutes.\n5. Reduce the potatoes for 34 minutes.\n6. Knead the butter for 25 minutes.\nServes 5.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "soups",
               "party",
               "freezer"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/miso-soup"
               },
               {
                "image": {
                 "caption": "Miso soup, first attempt",
                 "url": "https://photos.example.org/kitchen/miso-soup.jpg"
                }
               }
              ]
             },
             {
              "title": "Lentil soup",
              "notes": "Ingredients: paprika, yogurt, cumin, garlic, coriander, flour, vanilla.\n1. Reduce the garlic for 9 minutes.\n2. Stir in the yogurt for 2 minutes.\n3. Stir in the flour for 20 minutes.\n4. Knead the cumin for 6 minutes.\n5. Season the garlic for 39 minutes.\nServes 5.",
              "priority": "normal",
              "status": "todo",
              "tags": [
               "recipe",
               "soups",
               "family",
               "spicy"
              ],
              "attachments": [
               {
                "note": "Use less salt next time."
               }
              ]
             },
             {
              "title": "French onion soup",
              "notes": "Ingredients: mozzarella, mushrooms, cumin, chickpeas, chili, oats.\n1. Marinate the oats for 27 minutes.\n2. Stir in the chili for 37 minutes.\n3. Roast the oats for 7 minutes.\nServes 7.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "soups",
               "vegetarian"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/french-onion-soup"
               },
               {
                "note": "Freezes well for a month."
               }
              ]
             },
             {
              "title": "Tom kha gai",
              "notes": "Ingredients: celery, parmesan, coriander, rosemary, basil.\n1. Chop the coriander for 27 minutes.\n2. Blend the parmesan for 21 minutes.\n3. Rest the basil for 27 minutes.\n4. Simmer the parmesan for 12 minutes.\n5. Simmer the parmesan for 34 minutes.",
              "priority": "high",
              "status": "todo",
              "tags": [
               "recipe",
               "soups",
               "gluten-free"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/tom-kha-gai"
               },
               {
                "image": {
                 "caption": "Tom kha gai, first attempt",
                 "url": "https://photos.example.org/kitchen/tom-kha-gai.jpg"
                }
               }
              ]
             },
             {
              "title": "Gazpacho",
              "notes": "Ingredients: miso, salt, lentils, coriander, honey.\n1. Sauté the salt for 25 minutes.\n2. Knead the honey for 14 minutes.\n3. Stir in the miso for 28 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "soups",
               "family"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Gazpacho, first attempt",
                 "url": "https://photos.example.org/kitchen/gazpacho.jpg"
                }
               },
               {
                "note": "Use less salt next time."
               }
              ]
             },
             {
              "title": "Borscht",
              "notes": "Ingredients: mushrooms, chicken stock, ginger, salt, thyme.\n1. Season the salt for 30 minutes.\n2. Season the ginger for 3 minutes.\n3. Fold in the mushrooms for 29 minutes.\n4. Chop the salt for 39 minutes.",
              "priority": "low",
              "status": "todo",
              "tags": [
               "recipe",
               "soups",
               "party",
               "freezer"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/borscht"
               }
              ]
             },
             {
              "title": "Pho",
              "notes": "Ingredients: tomatoes, chicken stock, olive oil, carrots, salt.\n1. Whisk the chicken stock for 16 minutes.\n2. Toast the tomatoes for 21 minutes.\n3. Fold in the olive oil for 35 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "soups",
               "freezer",
               "party"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Pho, first attempt",
                 "url": "https://photos.example.org/kitchen/pho.jpg"
                }
               },
               {
                "note": "Try with oat milk."
               }
              ]
             },
             {
              "title": "Ramen (shoyu)",
              "notes": "Ingredients: flour, oats, vegetable stock, basil, carrots, thyme, cumin, miso.\n1. Bake the basil for 37 minutes.\n2. Roast the flour for 28 minutes.\n3. Chop the carrots for 5 minutes.\n4. Whisk the basil for 33 minutes.\n5. Stir in the cumin for 7 minutes.\n6. Knead the basil for 29 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "soups",
               "spicy"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/ramen-shoyu"
               },
               {
                "image": {
                 "caption": "Ramen (shoyu), first attempt",
                 "url": "https://photos.example.org/kitchen/ramen-shoyu.jpg"
                }
               }
              ]
             },
             {
              "title": "Caldo verde",
              "notes": "Ingredients: flour, rosemary, mushrooms, sugar, ginger.\n1. Roast the mushrooms for 14 minutes.\n2. Roast the sugar for 16 minutes.\n3. Knead the mushrooms for 8 minutes.\n4. Toast the sugar for 13 minutes.\n5. Stir in the rosemary for 33 minutes.\n6. Season the flour for 40 minutes.\nServes 5.",
              "priority": "low",
              "status": "done",
              "tags": [
               "recipe",
               "soups",
               "vegetarian"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/caldo-verde"
               },
               {
                "image": {
                 "caption": "Caldo verde, first attempt",
                 "url": "https://photos.example.org/kitchen/caldo-verde.jpg"
                }
               }
              ]
             },
             {
              "title": "Mulligatawny",
              "notes": "Ingredients: cream, potatoes, cumin, garlic, salt.\n1. Sauté the potatoes for 13 minutes.\n2. Blend the salt for 31 minutes.\n3. Whisk the cumin for 26 minutes.\n4. Reduce the cumin for 23 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "soups"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/mulligatawny"
               },
               {
                "image": {
                 "caption": "Mulligatawny, first attempt",
                 "url": "https://photos.example.org/kitchen/mulligatawny.jpg"
                }
               },
               {
                "note": "Kids loved it."
               }
              ]
             },
             {
              "title": "Chicken noodle soup",
              "notes": "Ingredients: paprika, basil, mozzarella, salt, milk, celery, chickpeas.\n1. Bake the salt for 14 minutes.\n2. Sauté the mozzarella for 32 minutes.\n3. Whisk the celery for 28 minutes.\n4. Roast the chickpeas for 27 minutes.\n5. Whisk the salt for 4 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "soups",
               "spicy",
               "weekend"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Chicken noodle soup, first attempt",
                 "url": "https://photos.example.org/kitchen/chicken-noodle-soup.jpg"
                }
               },
               {
                "note": "Use less salt next time."
               }
              ]
             },
             {
              "title": "Pumpkin soup",
              "notes": "Ingredients: eggs, lemon, cumin, thyme, basil, flour, sugar, butter.\n1. Simmer the butter for 31 minutes.\n2. Marinate the sugar for 18 minutes.\n3. Stir in the sugar for 33 minutes.\n4. Fold in the butter for 13 minutes.\nServes 7.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "soups",
               "spicy"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/pumpkin-soup"
               },
               {
                "note": "Double the garlic."
               }
              ]
             },
             {
              "title": "Harira",
              "notes": "Ingredients: salt, mushrooms, chickpeas, cream, rice, miso, parmesan, sugar.\n1. Rest the miso for 12 minutes.\n2. Season the mushrooms for 6 minutes.\n3. Knead the mushrooms for 15 minutes.\nServes 5.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "soups",
               "party"
              ],
              "attachments": [
               {
                "note": "Double the garlic."
               }
              ]
             },
             {
              "title": "Avgolemono",
              "notes": "Ingredients: vegetable stock, garlic, rosemary, vanilla, thyme, honey, chili, lemon, mushrooms.\n1. Rest the vanilla for 13 minutes.\n2. Roast the vanilla for 11 minutes.\n3. Knead the vanilla for 22 minutes.\n4. Simmer the chili for 18 minutes.",
              "priority": "low",
              "status": "todo",
              "tags": [
               "recipe",
               "soups",
               "party",
               "vegetarian"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Avgolemono, first attempt",
                 "url": "https://photos.example.org/kitchen/avgolemono.jpg"
                }
               }
              ]
             },
             {
              "title": "Clam chowder",
              "notes": "Ingredients: soy sauce, potatoes, chili, eggs, rosemary, oats, garlic.\n1. Roast the rosemary for 39 minutes.\n2. Roast the soy sauce for 25 minutes.\n3. Bake the garlic for 13 minutes.",
              "priority": "high",
              "status": "done",
              "tags": [
               "recipe",
               "soups"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/clam-chowder"
               }
              ]
             },
             {
              "title": "Ribollita",
              "notes": "Ingredients: oats, paprika, ginger, eggs, chili, coriander, tomatoes, cinnamon, vanilla.\n1. Whisk the eggs for 2 minutes.\n2. Reduce the coriander for 28 minutes.\n3. Blend the coriander for 13 minutes.\n4. Toast the chili for 6 minutes.\n5. Roast the oats for 33 minutes.",
              "priority": "low",
              "status": "done",
              "tags": [
               "recipe",
               "soups",
               "weekend",
               "spicy"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/ribollita"
               },
               {
                "image": {
                 "caption": "Ribollita, first attempt",
                 "url": "https://photos.example.org/kitchen/ribollita.jpg"
                }
               }
              ]
             },
             {
              "title": "Tortilla soup",
              "notes": "Ingredients: rice, cream, thyme, parmesan, rosemary, basil, cinnamon, milk, vegetable stock.\n1. Season the cinnamon for 3 minutes.\n2. Reduce the basil for 14 minutes.\n3. Season the cinnamon for 15 minutes.\n4. Whisk the cinnamon for 12 minutes.\n5. Season the cream for 7 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "soups"
              ],
              "attachments": [
               {
                "note": "Use less salt next time."
               }
              ]
             },
             {
              "title": "Split pea soup",
              "notes": "Ingredients: cream, salt, cinnamon, chili, mushrooms, rice, tomatoes, paprika, rosemary.\n1. Bake the cinnamon for 6 minutes.\n2. Simmer the tomatoes for 33 minutes.\n3. Marinate the chili for 21 minutes.\n4. Fold in the cream for 32 minutes.",
              "priority": "high",
              "status": "todo",
              "tags": [
               "recipe",
               "soups",
               "weekend",
               "spicy"
              ],
              "attachments": [
               {
                "note": "Needs a hotter oven."
               }
              ]
             },
             {
              "title": "Hot and sour soup",
              "notes": "Ingredients: oats, chickpeas, celery, lentils, ginger, eggs, cream.\n1. Season the celery for 9 minutes.\n2. Fold in the chickpeas for 14 minutes.\n3. Whisk the ginger for 4 minutes.\n4. Blend the cream for 22 minutes.\nServes 6.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "soups",
               "gluten-free",
               "weekend"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/hot-and-sour-soup"
               }
              ]
             }
            ]
           },
           {
            "name": "Baking",
            "items": [
             {
              "title": "Sourdough loaf",
              "notes": "Ingredients: yogurt, chili, potatoes, mushrooms, vanilla, lentils, butter.\n1. Toast the mushrooms for 31 minutes.\n2. Roast the mushrooms for 31 minutes.\n3. Reduce the chili for 32 minutes.",
              "priority": "normal",
              "status": "todo",
              "tags": [
               "recipe",
               "baking",
               "vegetarian"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/sourdough-loaf"
               }
              ]
             },
             {
              "title": "Focaccia",
              "notes": "Ingredients: cumin, mushrooms, salt, milk.\n1. Blend the mushrooms for 3 minutes.\n2. Reduce the cumin for 9 minutes.\n3. Roast the mushrooms for 33 minutes.\n4. Knead the mushrooms for 16 minutes.\n5. Simmer the salt for 18 minutes.\n6. Fold in the salt for 19 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "baking",
               "freezer"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/focaccia"
               },
               {
                "image": {
                 "caption": "Focaccia, first attempt",
                 "url": "https://photos.example.org/kitchen/focaccia.jpg"
                }
               }
              ]
             },
             {
              "title": "Baguette",
              "notes": "Ingredients: mushrooms, miso, cumin, chili, eggs, chickpeas, lentils, cream.\n1. Blend the eggs for 22 minutes.\n2. Stir in the lentils for 12 minutes.\n3. Marinate the eggs for 9 minutes.\n4. Marinate the mushrooms for 25 minutes.",
              "priority": "high",
              "status": "done",
              "tags": [
               "recipe",
               "baking"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/baguette"
               }
              ]
             },
             {
              "title": "Cinnamon rolls",
              "notes": "Ingredients: cream, chili, lemon, yogurt, yeast, tomatoes, honey, coriander, salt.\n1. Roast the lemon for 5 minutes.\n2. Knead the salt for 18 minutes.\n3. Knead the tomatoes for 2 minutes.\n4. Chop the cream for 16 minutes.\n5. Fold in the yeast for 29 minutes.\n6. Season the salt for 25 minutes.",
              "priority": "low",
              "status": "todo",
              "tags": [
               "recipe",
               "baking"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/cinnamon-rolls"
               },
               {
                "image": {
                 "caption": "Cinnamon rolls, first attempt",
                 "url": "https://photos.example.org/kitchen/cinnamon-rolls.jpg"
                }
               }
              ]
             },
             {
              "title": "Croissants",
              "notes": "Ingredients: paprika, basil, olive oil, chicken stock, oats, vegetable stock, soy sauce, parmesan.\n1. Toast the olive oil for 15 minutes.\n2. Sauté the parmesan for 12 minutes.\n3. Fold in the paprika for 17 minutes.\n4. Chop the olive oil for 30 minutes.\n5. Simmer the basil for 11 minutes.",
              "priority": "high",
              "status": "done",
              "tags": [
               "recipe",
               "baking"
              ],
              "attachments": [
               {
                "note": "Use less salt next time."
               }
              ]
             },
             {
              "title": "Brioche",
              "notes": "Ingredients: yeast, vanilla, potatoes, chicken stock, spinach, miso.\n1. Stir in the yeast for 4 minutes.\n2. Whisk the spinach for 3 minutes.\n3. Season the vanilla for 17 minutes.\n4. Fold in the yeast for 8 minutes.\nServes 6.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "baking",
               "gluten-free",
               "party"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Brioche, first attempt",
                 "url": "https://photos.example.org/kitchen/brioche.jpg"
                }
               }
              ]
             },
             {
              "title": "Rye bread",
              "notes": "Ingredients: basil, sugar, oats, milk, celery, vegetable stock, flour, yogurt.\n1. Chop the yogurt for 7 minutes.\n2. Chop the yogurt for 13 minutes.\n3. Roast the sugar for 18 minutes.\n4. Roast the basil for 9 minutes.\n5. Sauté the celery for 5 minutes.\n6. Knead the flour for 35 minutes.",
              "priority": "low",
              "status": "done",
              "tags": [
               "recipe",
               "baking"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/rye-bread"
               }
              ]
             },
             {
              "title": "Pretzels",
              "notes": "Ingredients: lemon, miso, chickpeas, rice, cumin.\n1. Stir in the rice for 23 minutes.\n2. Toast the miso for 26 minutes.\n3. Stir in the cumin for 32 minutes.\n4. Rest the cumin for 2 minutes.",
              "priority": "high",
              "status": "done",
              "tags": [
               "recipe",
               "baking",
               "freezer"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/pretzels"
               }
              ]
             },
             {
              "title": "Bagels",
              "notes": "Ingredients: sugar, cinnamon, rice, tomatoes, eggs, butter, garlic, olive oil.\n1. Sauté the rice for 3 minutes.\n2. Whisk the sugar for 10 minutes.\n3. Chop the sugar for 6 minutes.\n4. Chop the sugar for 6 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "baking",
               "quick",
               "gluten-free"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Bagels, first attempt",
                 "url": "https://photos.example.org/kitchen/bagels.jpg"
                }
               }
              ]
             },
             {
              "title": "Pita",
              "notes": "Ingredients: miso, ginger, garlic, eggs.\n1. Reduce the miso for 20 minutes.\n2. Rest the miso for 10 minutes.\n3. Simmer the ginger for 20 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "baking"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/pita"
               },
               {
                "image": {
                 "caption": "Pita, first attempt",
                 "url": "https://photos.example.org/kitchen/pita.jpg"
                }
               },
               {
                "note": "Freezes well for a month."
               }
              ]
             },
             {
              "title": "Naan",
              "notes": "Ingredients: yeast, mushrooms, celery, rosemary, butter, parmesan.\n1. Season the butter for 8 minutes.\n2. Sauté the rosemary for 5 minutes.\n3. Bake the butter for 15 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "baking"
              ],
              "attachments": [
               {
                "note": "Kids loved it."
               }
              ]
             },
             {
              "title": "Ciabatta",
              "notes": "Ingredients: milk, flour, paprika, spinach, olive oil, cinnamon.\n1. Rest the olive oil for 24 minutes.\n2. Reduce the olive oil for 18 minutes.\n3. Toast the flour for 20 minutes.\n4. Reduce the flour for 16 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "baking",
               "quick",
               "spicy"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/ciabatta"
               },
               {
                "note": "Needs a hotter oven."
               }
              ]
             },
             {
              "title": "Apple pie",
              "notes": "Ingredients: cream, salt, mozzarella, butter.\n1. Roast the mozzarella for 18 minutes.\n2. Season the salt for 26 minutes.\n3. Stir in the salt for 31 minutes.\n4. Fold in the cream for 24 minutes.\n5. Toast the mozzarella for 35 minutes.\nServes 8.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "baking",
               "party"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/apple-pie"
               }
              ]
             },
             {
              "title": "Lemon tart",
              "notes": "Ingredients: soy sauce, onions, coriander, carrots, miso, mushrooms, chickpeas, thyme.\n1. Marinate the coriander for 11 minutes.\n2. Roast the mushrooms for 40 minutes.\n3. Bake the mushrooms for 12 minutes.\n4. Roast the mushrooms for 14 minutes.\n5. Knead the onions for 12 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "baking",
               "family"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/lemon-tart"
               }
              ]
             },
             {
              "title": "Carrot cake",
              "notes": "Ingredients: olive oil, thyme, ginger, yogurt, carrots.\n1. Whisk the yogurt for 29 minutes.\n2. Chop the thyme for 34 minutes.\n3. Blend the ginger for 31 minutes.\nServes 4.",
              "priority": "high",
              "status": "todo",
              "tags": [
               "recipe",
               "baking",
               "gluten-free"
              ]
             },
             {
              "title": "Brownies",
              "notes": "Ingredients: lentils, garlic, carrots, mozzarella, cumin.\n1. Blend the lentils for 28 minutes.\n2. Roast the mozzarella for 12 minutes.\n3. Knead the mozzarella for 32 minutes.\n4. Rest the lentils for 28 minutes.\n5. Bake the garlic for 22 minutes.",
              "priority": "high",
              "status": "done",
              "tags": [
               "recipe",
               "baking"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/brownies"
               }
              ]
             },
             {
              "title": "Chocolate chip cookies",
              "notes": "Ingredients: rice, chickpeas, chicken stock, paprika, olive oil.\n1. Bake the chickpeas for 32 minutes.\n2. Bake the rice for 25 minutes.\n3. Bake the chicken stock for 28 minutes.\n4. Chop the paprika for 15 minutes.\n5. Blend the chickpeas for 27 minutes.\n6. Bake the rice for 24 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "baking",
               "gluten-free"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/chocolate-chip-cookies"
               },
               {
                "note": "Use less salt next time."
               }
              ]
             },
             {
              "title": "Madeleines",
              "notes": "Ingredients: lemon, olive oil, soy sauce, basil, cream, chicken stock, vanilla, honey.\n1. Roast the soy sauce for 10 minutes.\n2. Stir in the olive oil for 14 minutes.\n3. Rest the basil for 11 minutes.\n4. Sauté the vanilla for 31 minutes.\n5. Knead the soy sauce for 32 minutes.\n6. Sauté the basil for 19 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "baking",
               "vegetarian"
              ]
             },
             {
              "title": "Babka",
              "notes": "Ingredients: miso, basil, cumin, celery, spinach, mozzarella.\n1. Blend the cumin for 11 minutes.\n2. Stir in the cumin for 26 minutes.\n3. Whisk the miso for 38 minutes.",
              "priority": "normal",
              "status": "todo",
              "tags": [
               "recipe",
               "baking",
               "vegetarian",
               "spicy"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Babka, first attempt",
                 "url": "https://photos.example.org/kitchen/babka.jpg"
                }
               }
              ]
             },
             {
              "title": "Pão de queijo",
              "notes": "Ingredients: rosemary, lemon, yeast, olive oil.\n1. Reduce the lemon for 13 minutes.\n2. Marinate the olive oil for 24 minutes.\n3. Marinate the lemon for 15 minutes.\n4. Stir in the olive oil for 36 minutes.\nServes 7.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "baking",
               "family",
               "quick"
              ]
             }
            ]
           },
           {
            "name": "Dinners",
            "items": [
             {
              "title": "Risotto with mushrooms",
              "notes": "Ingredients: salt, potatoes, garlic, honey, vanilla, lemon, parmesan, soy sauce.\n1. Rest the soy sauce for 37 minutes.\n2. Whisk the soy sauce for 31 minutes.\n3. Stir in the garlic for 33 minutes.\n4. Roast the soy sauce for 12 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "dinners",
               "party"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Risotto with mushrooms, first attempt",
                 "url": "https://photos.example.org/kitchen/risotto-with-mushrooms.jpg"
                }
               }
              ]
             },
             {
              "title": "Pad thai",
              "notes": "Ingredients: chili, mozzarella, parmesan, sugar, lentils, oats, butter.\n1. Toast the chili for 23 minutes.\n2. Marinate the chili for 34 minutes.\n3. Rest the sugar for 11 minutes.\nServes 7.",
              "priority": "high",
              "status": "done",
              "tags": [
               "recipe",
               "dinners",
               "spicy"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/pad-thai"
               },
               {
                "image": {
                 "caption": "Pad thai, first attempt",
                 "url": "https://photos.example.org/kitchen/pad-thai.jpg"
                }
               },
               {
                "note": "Needs a hotter oven."
               }
              ]
             },
             {
              "title": "Chili con carne",
              "notes": "Ingredients: ginger, rosemary, mozzarella, coriander, vanilla, lemon, milk, yeast.\n1. Sauté the yeast for 27 minutes.\n2. Sauté the vanilla for 34 minutes.\n3. Sauté the coriander for 33 minutes.\n4. Marinate the rosemary for 23 minutes.\n5. Roast the lemon for 21 minutes.\nServes 7.",
              "priority": "low",
              "status": "done",
              "tags": [
               "recipe",
               "dinners",
               "gluten-free",
               "family"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/chili-con-carne"
               }
              ]
             },
             {
              "title": "Lasagne",
              "notes": "Ingredients: basil, olive oil, flour, eggs, chickpeas, celery, milk.\n1. Toast the olive oil for 40 minutes.\n2. Stir in the celery for 7 minutes.\n3. Roast the basil for 31 minutes.\n4. Blend the milk for 13 minutes.\n5. Simmer the celery for 13 minutes.\n6. Reduce the basil for 28 minutes.",
              "priority": "high",
              "status": "done",
              "tags": [
               "recipe",
               "dinners"
              ]
             },
             {
              "title": "Chicken tikka masala",
              "notes": "Ingredients: lemon, basil, lentils, parmesan, eggs, cumin, butter, mozzarella, milk.\n1. Toast the milk for 4 minutes.\n2. Reduce the basil for 28 minutes.\n3. Toast the butter for 30 minutes.\n4. Simmer the lemon for 26 minutes.\n5. Toast the lentils for 32 minutes.\n6. Marinate the butter for 37 minutes.\nServes 7.",
              "priority": "low",
              "status": "todo",
              "tags": [
               "recipe",
               "dinners",
               "vegetarian"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/chicken-tikka-masala"
               }
              ]
             },
             {
              "title": "Bibimbap",
              "notes": "Ingredients: ginger, garlic, onions, celery.\n1. Knead the garlic for 30 minutes.\n2. Chop the garlic for 5 minutes.\n3. Sauté the garlic for 7 minutes.\nServes 6.",
              "priority": "low",
              "status": "done",
              "tags": [
               "recipe",
               "dinners",
               "vegetarian"
              ]
             },
             {
              "title": "Paella",
              "notes": "Ingredients: milk, flour, oats, salt.\n1. Knead the oats for 40 minutes.\n2. Fold in the salt for 40 minutes.\n3. Whisk the oats for 25 minutes.\n4. Toast the salt for 32 minutes.\n5. Blend the flour for 11 minutes.\n6. Marinate the milk for 25 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "dinners",
               "family"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/paella"
               }
              ]
             },
             {
              "title": "Ratatouille",
              "notes": "Ingredients: thyme, milk, coriander, flour, tomatoes, basil.\n1. Stir in the milk for 26 minutes.\n2. Season the basil for 26 minutes.\n3. Toast the milk for 30 minutes.\n4. Knead the basil for 2 minutes.\n5. Sauté the coriander for 19 minutes.\n6. Season the milk for 39 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "dinners",
               "weekend",
               "party"
              ],
              "attachments": [
               {
                "note": "Double the garlic."
               }
              ]
             },
             {
              "title": "Moussaka",
              "notes": "Ingredients: vegetable stock, salt, oats, honey, spinach, yogurt.\n1. Marinate the yogurt for 16 minutes.\n2. Knead the spinach for 5 minutes.\n3. Blend the honey for 31 minutes.\n4. Chop the salt for 18 minutes.",
              "priority": "normal",
              "status": "todo",
              "tags": [
               "recipe",
               "dinners",
               "spicy",
               "gluten-free"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/moussaka"
               }
              ]
             },
             {
              "title": "Beef stew",
              "notes": "Ingredients: vanilla, chicken stock, lemon, yeast, cumin, celery, mushrooms.\n1. Roast the chicken stock for 14 minutes.\n2. Simmer the chicken stock for 20 minutes.\n3. Sauté the cumin for 38 minutes.\n4. Sauté the yeast for 35 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "dinners"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/beef-stew"
               }
              ]
             },
             {
              "title": "Fish tacos",
              "notes": "Ingredients: tomatoes, cumin, yeast, butter.\n1. Knead the tomatoes for 8 minutes.\n2. Whisk the cumin for 38 minutes.\n3. Rest the cumin for 18 minutes.\n4. Stir in the yeast for 29 minutes.\n5. Simmer the butter for 39 minutes.",
              "priority": "low",
              "status": "done",
              "tags": [
               "recipe",
               "dinners"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Fish tacos, first attempt",
                 "url": "https://photos.example.org/kitchen/fish-tacos.jpg"
                }
               },
               {
                "note": "Double the garlic."
               }
              ]
             },
             {
              "title": "Mapo tofu",
              "notes": "Ingredients: milk, eggs, honey, chili.\n1. Rest the milk for 40 minutes.\n2. Blend the chili for 9 minutes.\n3. Chop the milk for 18 minutes.\n4. Sauté the eggs for 7 minutes.\n5. Stir in the chili for 13 minutes.\n6. Rest the eggs for 25 minutes.",
              "priority": "low",
              "status": "done",
              "tags": [
               "recipe",
               "dinners",
               "vegetarian"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Mapo tofu, first attempt",
                 "url": "https://photos.example.org/kitchen/mapo-tofu.jpg"
                }
               },
               {
                "note": "Freezes well for a month."
               }
              ]
             },
             {
              "title": "Gnocchi with sage butter",
              "notes": "Ingredients: lemon, mushrooms, celery, milk.\n1. Fold in the celery for 2 minutes.\n2. Roast the celery for 39 minutes.\n3. Toast the milk for 8 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "dinners",
               "weekend"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/gnocchi-with-sage-butter"
               }
              ]
             },
             {
              "title": "Okonomiyaki",
              "notes": "Ingredients: flour, carrots, chickpeas, eggs, rice.\n1. Simmer the rice for 25 minutes.\n2. Stir in the carrots for 30 minutes.\n3. Simmer the eggs for 3 minutes.\n4. Blend the flour for 30 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "dinners"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/okonomiyaki"
               },
               {
                "image": {
                 "caption": "Okonomiyaki, first attempt",
                 "url": "https://photos.example.org/kitchen/okonomiyaki.jpg"
                }
               },
               {
                "note": "Freezes well for a month."
               }
              ]
             },
             {
              "title": "Dal makhani",
              "notes": "Ingredients: milk, lentils, potatoes, honey, tomatoes, vanilla, cinnamon, thyme, parmesan.\n1. Roast the potatoes for 3 minutes.\n2. Knead the tomatoes for 23 minutes.\n3. Marinate the potatoes for 18 minutes.\n4. Rest the lentils for 22 minutes.\n5. Rest the thyme for 9 minutes.\n6. Fold in the parmesan for 5 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "dinners",
               "quick"
              ]
             },
             {
              "title": "Coq au vin",
              "notes": "Ingredients: mozzarella, lemon, miso, vanilla, olive oil, yogurt.\n1. Season the lemon for 5 minutes.\n2. Reduce the yogurt for 20 minutes.\n3. Fold in the yogurt for 3 minutes.\n4. Rest the olive oil for 23 minutes.\n5. Bake the lemon for 30 minutes.\nServes 8.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "dinners"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Coq au vin, first attempt",
                 "url": "https://photos.example.org/kitchen/coq-au-vin.jpg"
                }
               }
              ]
             },
             {
              "title": "Shepherd's pie",
              "notes": "Ingredients: cinnamon, lentils, onions, yeast, chicken stock, soy sauce.\n1. Roast the chicken stock for 7 minutes.\n2. Reduce the cinnamon for 40 minutes.\n3. Chop the yeast for 19 minutes.\n4. Fold in the lentils for 10 minutes.",
              "priority": "low",
              "status": "todo",
              "tags": [
               "recipe",
               "dinners"
              ]
             },
             {
              "title": "Jambalaya",
              "notes": "Ingredients: chicken stock, parmesan, milk, oats, paprika, coriander, rosemary, spinach, salt.\n1. Season the spinach for 10 minutes.\n2. Reduce the paprika for 17 minutes.\n3. Fold in the coriander for 4 minutes.\nServes 4.",
              "priority": "normal",
              "status": "todo",
              "tags": [
               "recipe",
               "dinners",
               "quick"
              ]
             },
             {
              "title": "Katsu curry",
              "notes": "Ingredients: miso, cumin, yogurt, cinnamon, milk, rosemary, olive oil, spinach, potatoes.\n1. Bake the potatoes for 10 minutes.\n2. Whisk the cinnamon for 7 minutes.\n3. Roast the yogurt for 12 minutes.\nServes 4.",
              "priority": "high",
              "status": "todo",
              "tags": [
               "recipe",
               "dinners",
               "freezer",
               "weekend"
              ],
              "attachments": [
               {
                "note": "Needs a hotter oven."
               }
              ]
             },
             {
              "title": "Pasta e fagioli",
              "notes": "Ingredients: cinnamon, carrots, chicken stock, miso, potatoes, olive oil, paprika, vegetable stock, lentils.\n1. Knead the carrots for 31 minutes.\n2. Rest the lentils for 19 minutes.\n3. Simmer the carrots for 9 minutes.",
              "priority": "high",
              "status": "done",
              "tags": [
               "recipe",
               "dinners"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/pasta-e-fagioli"
               }
              ]
             },
             {
              "title": "Falafel",
              "notes": "Ingredients: cream, rice, butter, yogurt, parmesan, chicken stock, eggs.\n1. Whisk the eggs for 25 minutes.\n2. Sauté the yogurt for 17 minutes.\n3. Reduce the butter for 29 minutes.\n4. Reduce the parmesan for 22 minutes.\n5. Reduce the yogurt for 37 minutes.\n6. Whisk the butter for 35 minutes.\nServes 7.",
              "priority": "high",
              "status": "todo",
              "tags": [
               "recipe",
               "dinners",
               "vegetarian",
               "weekend"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Falafel, first attempt",
                 "url": "https://photos.example.org/kitchen/falafel.jpg"
                }
               }
              ]
             },
             {
              "title": "Pierogi",
              "notes": "Ingredients: sugar, cumin, mozzarella, chickpeas, mushrooms.\n1. Roast the cumin for 28 minutes.\n2. Season the chickpeas for 4 minutes.\n3. Marinate the sugar for 4 minutes.",
              "priority": "normal",
              "status": "todo",
              "tags": [
               "recipe",
               "dinners",
               "vegetarian",
               "family"
              ]
             },
             {
              "title": "Tagine with apricots",
              "notes": "Ingredients: chicken stock, flour, mozzarella, miso.\n1. Knead the chicken stock for 21 minutes.\n2. Sauté the flour for 9 minutes.\n3. Whisk the mozzarella for 7 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "dinners",
               "gluten-free"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Tagine with apricots, first attempt",
                 "url": "https://photos.example.org/kitchen/tagine-with-apricots.jpg"
                }
               },
               {
                "note": "Double the garlic."
               }
              ]
             },
             {
              "title": "Bulgogi",
              "notes": "Ingredients: miso, salt, vegetable stock, rosemary, carrots, soy sauce.\n1. Roast the carrots for 25 minutes.\n2. Rest the carrots for 21 minutes.\n3. Toast the rosemary for 32 minutes.\n4. Reduce the vegetable stock for 3 minutes.\n5. Roast the vegetable stock for 16 minutes.\n6. Roast the carrots for 36 minutes.",
              "priority": "high",
              "status": "done",
              "tags": [
               "recipe",
               "dinners"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Bulgogi, first attempt",
                 "url": "https://photos.example.org/kitchen/bulgogi.jpg"
                }
               }
              ]
             },
             {
              "title": "Carbonara",
              "notes": "Ingredients: spinach, thyme, rosemary, ginger, vanilla, milk.\n1. Fold in the vanilla for 6 minutes.\n2. Toast the rosemary for 30 minutes.\n3. Blend the spinach for 35 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "dinners",
               "weekend",
               "freezer"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/carbonara"
               },
               {
                "note": "Double the garlic."
               }
              ]
             }
            ]
           },
           {
            "name": "Desserts",
            "items": [
             {
              "title": "Tiramisu",
              "notes": "Ingredients: chickpeas, oats, thyme, chicken stock, olive oil.\n1. Knead the oats for 28 minutes.\n2. Reduce the chickpeas for 2 minutes.\n3. Season the olive oil for 39 minutes.\n4. Simmer the chicken stock for 27 minutes.\n5. Toast the oats for 28 minutes.\n6. Reduce the thyme for 40 minutes.\nServes 8.",
              "priority": "high",
              "status": "done",
              "tags": [
               "recipe",
               "desserts",
               "spicy"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/tiramisu"
               }
              ]
             },
             {
              "title": "Panna cotta",
              "notes": "Ingredients: yeast, yogurt, cumin, flour, spinach, oats, potatoes, basil.\n1. Bake the spinach for 11 minutes.\n2. Season the potatoes for 39 minutes.\n3. Roast the yogurt for 23 minutes.\n4. Sauté the flour for 22 minutes.\nServes 5.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "desserts",
               "party",
               "weekend"
              ],
              "attachments": [
               {
                "note": "Freezes well for a month."
               }
              ]
             },
             {
              "title": "Crème brûlée",
              "notes": "Ingredients: oats, mozzarella, chicken stock, vanilla, yeast, yogurt, carrots, paprika.\n1. Toast the yogurt for 30 minutes.\n2. Whisk the mozzarella for 35 minutes.\n3. Roast the mozzarella for 28 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "desserts"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/crème-brûlée"
               }
              ]
             },
             {
              "title": "Mochi",
              "notes": "Ingredients: potatoes, vanilla, coriander, chicken stock, salt, rice, chili.\n1. Sauté the potatoes for 21 minutes.\n2. Bake the vanilla for 9 minutes.\n3. Blend the coriander for 23 minutes.\n4. Reduce the salt for 28 minutes.\n5. Blend the vanilla for 35 minutes.\nServes 6.",
              "priority": "high",
              "status": "done",
              "tags": [
               "recipe",
               "desserts"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/mochi"
               }
              ]
             },
             {
              "title": "Baklava",
              "notes": "Ingredients: olive oil, paprika, cinnamon, eggs, parmesan, flour, vegetable stock, basil.\n1. Stir in the parmesan for 27 minutes.\n2. Reduce the paprika for 39 minutes.\n3. Whisk the olive oil for 14 minutes.\nServes 8.",
              "priority": "normal",
              "status": "todo",
              "tags": [
               "recipe",
               "desserts",
               "weekend",
               "family"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Baklava, first attempt",
                 "url": "https://photos.example.org/kitchen/baklava.jpg"
                }
               }
              ]
             },
             {
              "title": "Churros",
              "notes": "Ingredients: garlic, tomatoes, rice, chicken stock, mushrooms, olive oil, butter, vegetable stock.\n1. Fold in the vegetable stock for 31 minutes.\n2. Toast the butter for 5 minutes.\n3. Blend the garlic for 39 minutes.",
              "priority": "low",
              "status": "done",
              "tags": [
               "recipe",
               "desserts",
               "quick",
               "gluten-free"
              ],
              "attachments": [
               {
                "note": "Freezes well for a month."
               }
              ]
             },
             {
              "title": "Pavlova",
              "notes": "Ingredients: chickpeas, potatoes, yogurt, butter, milk, soy sauce.\n1. Toast the chickpeas for 30 minutes.\n2. Whisk the milk for 17 minutes.\n3. Roast the potatoes for 4 minutes.\n4. Fold in the milk for 13 minutes.\n5. Sauté the chickpeas for 31 minutes.\n6. Knead the butter for 40 minutes.\nServes 5.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "desserts",
               "freezer",
               "party"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Pavlova, first attempt",
                 "url": "https://photos.example.org/kitchen/pavlova.jpg"
                }
               }
              ]
             },
             {
              "title": "Rice pudding",
              "notes": "Ingredients: spinach, butter, miso, salt, lentils, rice, paprika, yogurt, honey.\n1. Stir in the lentils for 27 minutes.\n2. Bake the rice for 9 minutes.\n3. Sauté the honey for 26 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "desserts",
               "freezer"
              ]
             },
             {
              "title": "Sticky toffee pudding",
              "notes": "Ingredients: rosemary, paprika, miso, mozzarella, eggs, thyme, butter.\n1. Marinate the paprika for 17 minutes.\n2. Chop the paprika for 7 minutes.\n3. Roast the miso for 36 minutes.\n4. Reduce the butter for 10 minutes.\n5. Bake the mozzarella for 31 minutes.",
              "priority": "high",
              "status": "done",
              "tags": [
               "recipe",
               "desserts",
               "gluten-free",
               "freezer"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Sticky toffee pudding, first attempt",
                 "url": "https://photos.example.org/kitchen/sticky-toffee-pudding.jpg"
                }
               }
              ]
             },
             {
              "title": "Flan",
              "notes": "Ingredients: basil, celery, mushrooms, ginger, soy sauce.\n1. Blend the celery for 18 minutes.\n2. Toast the ginger for 39 minutes.\n3. Sauté the soy sauce for 17 minutes.\n4. Season the soy sauce for 34 minutes.\n5. Roast the celery for 9 minutes.\n6. Blend the soy sauce for 7 minutes.",
              "priority": "normal",
              "status": "todo",
              "tags": [
               "recipe",
               "desserts",
               "weekend",
               "party"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/flan"
               }
              ]
             },
             {
              "title": "Eton mess",
              "notes": "Ingredients: salt, lentils, soy sauce, cumin, chickpeas, olive oil, sugar, chili, basil.\n1. Simmer the chickpeas for 7 minutes.\n2. Roast the chickpeas for 10 minutes.\n3. Reduce the sugar for 20 minutes.\n4. Sauté the sugar for 31 minutes.",
              "priority": "normal",
              "status": "todo",
              "tags": [
               "recipe",
               "desserts"
              ],
              "attachments": [
               {
                "note": "Freezes well for a month."
               }
              ]
             },
             {
              "title": "Affogato",
              "notes": "Ingredients: paprika, parmesan, butter, carrots, miso, cream, oats, olive oil, lentils.\n1. Simmer the miso for 40 minutes.\n2. Chop the carrots for 4 minutes.\n3. Season the paprika for 40 minutes.\n4. Fold in the oats for 14 minutes.\n5. Marinate the miso for 11 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "desserts"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/affogato"
               }
              ]
             },
             {
              "title": "Mango sticky rice",
              "notes": "Ingredients: spinach, chicken stock, lemon, mozzarella, paprika, flour, garlic, rosemary.\n1. Stir in the spinach for 17 minutes.\n2. Blend the chicken stock for 4 minutes.\n3. Marinate the flour for 15 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "desserts",
               "gluten-free",
               "spicy"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/mango-sticky-rice"
               }
              ]
             },
             {
              "title": "Cheesecake",
              "notes": "Ingredients: chicken stock, salt, paprika, mozzarella, potatoes, coriander.\n1. Bake the chicken stock for 15 minutes.\n2. Season the coriander for 34 minutes.\n3. Reduce the salt for 33 minutes.\n4. Marinate the salt for 4 minutes.\n5. Chop the potatoes for 18 minutes.\n6. Fold in the potatoes for 12 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "desserts"
              ],
              "attachments": [
               {
                "note": "Use less salt next time."
               }
              ]
             },
             {
              "title": "Clafoutis",
              "notes": "Ingredients: salt, chickpeas, basil, onions, cinnamon, spinach, celery.\n1. Chop the chickpeas for 2 minutes.\n2. Bake the spinach for 30 minutes.\n3. Fold in the spinach for 24 minutes.\n4. Chop the basil for 10 minutes.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "recipe",
               "desserts"
              ],
              "attachments": [
               {
                "link": "https://cooking.example.org/recipes/clafoutis"
               }
              ]
             }
            ]
           }
          ]
         },
         {
          "name": "Shopping",
          "items": [
           {
            "title": "Buy spinach",
            "priority": "normal",
            "status": "doing",
            "tags": [
             "shopping"
            ]
           },
           {
            "title": "Buy thyme",
            "priority": "normal",
            "status": "done",
            "tags": [
             "shopping"
            ]
           },
           {
            "title": "Buy vegetable stock",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "shopping"
            ]
           },
           {
            "title": "Buy vanilla",
            "priority": "normal",
            "status": "done",
            "tags": [
             "shopping"
            ]
           },
           {
            "title": "Buy garlic",
            "priority": "high",
            "status": "todo",
            "tags": [
             "shopping"
            ]
           },
           {
            "title": "Buy cumin",
            "priority": "low",
            "status": "todo",
            "tags": [
             "shopping"
            ]
           },
           {
            "title": "Buy carrots",
            "priority": "low",
            "status": "todo",
            "tags": [
             "shopping"
            ]
           },
           {
            "title": "Buy miso",
            "priority": "normal",
            "status": "done",
            "tags": [
             "shopping"
            ]
           },
           {
            "title": "Buy rice",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "shopping"
            ]
           },
           {
            "title": "Buy rosemary",
            "priority": "low",
            "status": "todo",
            "tags": [
             "shopping"
            ]
           },
           {
            "title": "Buy yeast",
            "priority": "normal",
            "status": "doing",
            "tags": [
             "shopping"
            ]
           },
           {
            "title": "Buy butter",
            "priority": "low",
            "status": "done",
            "tags": [
             "shopping"
            ]
           },
           {
            "title": "Buy lemon",
            "priority": "normal",
            "status": "done",
            "tags": [
             "shopping"
            ]
           },
           {
            "title": "Buy onions",
            "priority": "high",
            "status": "todo",
            "tags": [
             "shopping"
            ]
           },
           {
            "title": "Buy lentils",
            "priority": "normal",
            "status": "done",
            "tags": [
             "shopping"
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "Repairs",
        "children": [
         {
          "name": "Kitchen",
          "items": [
           {
            "title": "Fix the drawer in the kitchen",
            "notes": "Needs a ladder.",
            "priority": "normal",
            "status": "done",
            "due": "2026-06-02",
            "tags": [
             "home",
             "repairs"
            ]
           },
           {
            "title": "Re-grout tiles in the kitchen",
            "notes": "Needs a ladder.",
            "priority": "normal",
            "status": "done",
            "due": "2027-10-26",
            "tags": [
             "home",
             "repairs"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Kitchen before",
               "url": "https://photos.example.org/home/kitchen-before.jpg"
              }
             }
            ]
           },
           {
            "title": "Fix leaking tap in the kitchen",
            "notes": "Measure first: see the sketch.",
            "priority": "high",
            "status": "doing",
            "due": "2026-10-07",
            "tags": [
             "home",
             "repairs"
            ]
           },
           {
            "title": "Insulate pipes in the kitchen",
            "notes": "Get three quotes.",
            "priority": "low",
            "status": "done",
            "due": "2027-04-11",
            "tags": [
             "home",
             "repairs"
            ]
           }
          ]
         },
         {
          "name": "Bathroom",
          "items": [
           {
            "title": "Install shelves in the bathroom",
            "notes": "Get three quotes.",
            "priority": "normal",
            "status": "done",
            "due": "2026-10-19",
            "tags": [
             "home",
             "repairs"
            ]
           },
           {
            "title": "Fix the drawer in the bathroom",
            "notes": "Needs a ladder.",
            "priority": "normal",
            "status": "todo",
            "due": "2026-03-03",
            "tags": [
             "home",
             "repairs"
            ]
           },
           {
            "title": "Insulate pipes in the bathroom",
            "notes": "Measure first: see the sketch.",
            "priority": "normal",
            "status": "done",
            "due": "2026-11-08",
            "tags": [
             "home",
             "repairs"
            ]
           },
           {
            "title": "Seal the window in the bathroom",
            "notes": "Get three quotes.",
            "priority": "normal",
            "status": "done",
            "due": "2027-05-18",
            "tags": [
             "home",
             "repairs"
            ]
           }
          ]
         },
         {
          "name": "Living room",
          "items": [
           {
            "title": "Repaint the walls in the living room",
            "notes": "Get three quotes.",
            "priority": "normal",
            "status": "done",
            "due": "2027-01-04",
            "tags": [
             "home",
             "repairs"
            ]
           },
           {
            "title": "Fix the drawer in the living room",
            "notes": "Needs a ladder.",
            "priority": "normal",
            "status": "todo",
            "due": "2026-11-07",
            "tags": [
             "home",
             "repairs"
            ]
           },
           {
            "title": "Seal the window in the living room",
            "notes": "Measure first: see the sketch.",
            "priority": "normal",
            "status": "done",
            "due": "2027-12-14",
            "tags": [
             "home",
             "repairs"
            ]
           },
           {
            "title": "Install shelves in the living room",
            "notes": "Get three quotes.",
            "priority": "high",
            "status": "todo",
            "due": "2027-03-11",
            "tags": [
             "home",
             "repairs"
            ]
           }
          ]
         },
         {
          "name": "Bedroom",
          "items": [
           {
            "title": "Replace light fitting in the bedroom",
            "notes": "Parts ordered.",
            "priority": "normal",
            "status": "done",
            "due": "2026-06-13",
            "tags": [
             "home",
             "repairs"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Bedroom before",
               "url": "https://photos.example.org/home/bedroom-before.jpg"
              }
             }
            ]
           },
           {
            "title": "Insulate pipes in the bedroom",
            "notes": "Needs a ladder.",
            "priority": "normal",
            "status": "todo",
            "due": "2027-07-22",
            "tags": [
             "home",
             "repairs"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Bedroom before",
               "url": "https://photos.example.org/home/bedroom-before.jpg"
              }
             }
            ]
           },
           {
            "title": "Fix squeaky door in the bedroom",
            "notes": "Needs a ladder.",
            "priority": "normal",
            "status": "todo",
            "due": "2026-09-09",
            "tags": [
             "home",
             "repairs"
            ]
           },
           {
            "title": "Replace smoke alarm battery in the bedroom",
            "notes": "Call the plumber (0123 456 789).",
            "priority": "normal",
            "status": "done",
            "due": "2027-11-12",
            "tags": [
             "home",
             "repairs"
            ]
           }
          ]
         },
         {
          "name": "Attic",
          "items": [
           {
            "title": "Replace light fitting in the attic",
            "notes": "Needs a ladder.",
            "priority": "normal",
            "status": "todo",
            "due": "2027-09-22",
            "tags": [
             "home",
             "repairs"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Attic before",
               "url": "https://photos.example.org/home/attic-before.jpg"
              }
             }
            ]
           },
           {
            "title": "Re-grout tiles in the attic",
            "notes": "Measure first: see the sketch.",
            "priority": "low",
            "status": "doing",
            "due": "2026-07-19",
            "tags": [
             "home",
             "repairs"
            ]
           },
           {
            "title": "Insulate pipes in the attic",
            "notes": "Call the plumber (0123 456 789).",
            "priority": "high",
            "status": "done",
            "due": "2026-05-07",
            "tags": [
             "home",
             "repairs"
            ]
           },
           {
            "title": "Repaint the walls in the attic",
            "notes": "Needs a ladder.",
            "priority": "normal",
            "status": "todo",
            "due": "2026-12-15",
            "tags": [
             "home",
             "repairs"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Attic before",
               "url": "https://photos.example.org/home/attic-before.jpg"
              }
             }
            ]
           }
          ]
         },
         {
          "name": "Cellar",
          "items": [
           {
            "title": "Replace light fitting in the cellar",
            "notes": "Call the plumber (0123 456 789).",
            "priority": "high",
            "status": "todo",
            "due": "2026-10-16",
            "tags": [
             "home",
             "repairs"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Cellar before",
               "url": "https://photos.example.org/home/cellar-before.jpg"
              }
             }
            ]
           },
           {
            "title": "Install shelves in the cellar",
            "notes": "Needs a ladder.",
            "priority": "normal",
            "status": "todo",
            "due": "2026-11-24",
            "tags": [
             "home",
             "repairs"
            ]
           },
           {
            "title": "Repaint the walls in the cellar",
            "notes": "Measure first: see the sketch.",
            "priority": "normal",
            "status": "done",
            "due": "2026-03-25",
            "tags": [
             "home",
             "repairs"
            ]
           },
           {
            "title": "Fix leaking tap in the cellar",
            "notes": "Get three quotes.",
            "priority": "low",
            "status": "done",
            "due": "2026-02-07",
            "tags": [
             "home",
             "repairs"
            ]
           }
          ]
         },
         {
          "name": "Garage",
          "items": [
           {
            "title": "Seal the window in the garage",
            "notes": "Needs a ladder.",
            "priority": "normal",
            "status": "done",
            "due": "2026-01-23",
            "tags": [
             "home",
             "repairs"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Garage before",
               "url": "https://photos.example.org/home/garage-before.jpg"
              }
             }
            ]
           },
           {
            "title": "Fix squeaky door in the garage",
            "notes": "Parts ordered.",
            "priority": "high",
            "status": "todo",
            "due": "2026-10-26",
            "tags": [
             "home",
             "repairs"
            ]
           },
           {
            "title": "Replace smoke alarm battery in the garage",
            "notes": "Parts ordered.",
            "priority": "normal",
            "status": "todo",
            "due": "2026-06-18",
            "tags": [
             "home",
             "repairs"
            ]
           },
           {
            "title": "Re-grout tiles in the garage",
            "notes": "Needs a ladder.",
            "priority": "normal",
            "status": "todo",
            "due": "2026-06-13",
            "tags": [
             "home",
             "repairs"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Garage before",
               "url": "https://photos.example.org/home/garage-before.jpg"
              }
             }
            ]
           }
          ]
         },
         {
          "name": "Hallway",
          "items": [
           {
            "title": "Insulate pipes in the hallway",
            "notes": "Call the plumber (0123 456 789).",
            "priority": "normal",
            "status": "todo",
            "due": "2027-03-14",
            "tags": [
             "home",
             "repairs"
            ]
           },
           {
            "title": "Repaint the walls in the hallway",
            "notes": "Get three quotes.",
            "priority": "high",
            "status": "done",
            "due": "2026-02-22",
            "tags": [
             "home",
             "repairs"
            ]
           },
           {
            "title": "Seal the window in the hallway",
            "notes": "Get three quotes.",
            "priority": "normal",
            "status": "todo",
            "due": "2026-08-12",
            "tags": [
             "home",
             "repairs"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Hallway before",
               "url": "https://photos.example.org/home/hallway-before.jpg"
              }
             }
            ]
           },
           {
            "title": "Replace smoke alarm battery in the hallway",
            "notes": "Call the plumber (0123 456 789).",
            "priority": "high",
            "status": "done",
            "due": "2026-05-28",
            "tags": [
             "home",
             "repairs"
            ]
           }
          ]
         },
         {
          "name": "Balcony",
          "items": [
           {
            "title": "Repaint the walls in the balcony",
            "notes": "Parts ordered.",
            "priority": "high",
            "status": "todo",
            "due": "2026-10-10",
            "tags": [
             "home",
             "repairs"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Balcony before",
               "url": "https://photos.example.org/home/balcony-before.jpg"
              }
             }
            ]
           },
           {
            "title": "Seal the window in the balcony",
            "notes": "Get three quotes.",
            "priority": "low",
            "status": "todo",
            "due": "2026-04-05",
            "tags": [
             "home",
             "repairs"
            ]
           },
           {
            "title": "Replace light fitting in the balcony",
            "notes": "Parts ordered.",
            "priority": "normal",
            "status": "todo",
            "due": "2026-08-16",
            "tags": [
             "home",
             "repairs"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Balcony before",
               "url": "https://photos.example.org/home/balcony-before.jpg"
              }
             }
            ]
           },
           {
            "title": "Insulate pipes in the balcony",
            "notes": "Get three quotes.",
            "priority": "low",
            "status": "done",
            "due": "2026-02-24",
            "tags": [
             "home",
             "repairs"
            ]
           }
          ]
         },
         {
          "name": "Study",
          "items": [
           {
            "title": "Repaint the walls in the study",
            "notes": "Get three quotes.",
            "priority": "normal",
            "status": "todo",
            "due": "2026-01-17",
            "tags": [
             "home",
             "repairs"
            ]
           },
           {
            "title": "Replace light fitting in the study",
            "notes": "Needs a ladder.",
            "priority": "normal",
            "status": "doing",
            "due": "2027-06-03",
            "tags": [
             "home",
             "repairs"
            ]
           },
           {
            "title": "Install shelves in the study",
            "notes": "Call the plumber (0123 456 789).",
            "priority": "normal",
            "status": "doing",
            "due": "2027-02-11",
            "tags": [
             "home",
             "repairs"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Study before",
               "url": "https://photos.example.org/home/study-before.jpg"
              }
             }
            ]
           },
           {
            "title": "Seal the window in the study",
            "notes": "Call the plumber (0123 456 789).",
            "priority": "low",
            "status": "todo",
            "due": "2026-02-04",
            "tags": [
             "home",
             "repairs"
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "Utilities",
        "items": [
         {
          "title": "Electricity contract",
          "notes": "Meter reading due.",
          "priority": "normal",
          "status": "todo",
          "due": "2026-11-19",
          "tags": [
           "bills"
          ],
          "attachments": [
           {
            "link": "https://account.example.com/electricity"
           }
          ]
         },
         {
          "title": "Gas contract",
          "notes": "Meter reading due.",
          "priority": "low",
          "status": "todo",
          "due": "2027-09-23",
          "tags": [
           "bills"
          ],
          "attachments": [
           {
            "link": "https://account.example.com/gas"
           }
          ]
         },
         {
          "title": "Water bill",
          "notes": "Meter reading due.",
          "priority": "low",
          "status": "todo",
          "due": "2027-06-04",
          "tags": [
           "bills"
          ],
          "attachments": [
           {
            "link": "https://account.example.com/water"
           }
          ]
         },
         {
          "title": "Internet (fibre)",
          "notes": "Direct debit on the 1st.",
          "priority": "normal",
          "status": "doing",
          "due": "2027-03-27",
          "tags": [
           "bills"
          ],
          "attachments": [
           {
            "link": "https://account.example.com/internet"
           }
          ]
         },
         {
          "title": "Home insurance",
          "notes": "Meter reading due.",
          "priority": "low",
          "status": "doing",
          "due": "2026-10-06",
          "tags": [
           "bills"
          ],
          "attachments": [
           {
            "link": "https://account.example.com/home"
           }
          ]
         },
         {
          "title": "Council tax",
          "notes": "Compare tariffs.",
          "priority": "normal",
          "status": "todo",
          "due": "2026-01-03",
          "tags": [
           "bills"
          ],
          "attachments": [
           {
            "link": "https://account.example.com/council"
           }
          ]
         }
        ]
       }
      ]
     },
     {
      "name": "Work",
      "notes": "Day job.",
      "children": [
       {
        "name": "Projects",
        "children": [
         {
          "name": "Arbor",
          "notes": "Arbor: owner Luis.",
          "children": [
           {
            "name": "Backlog",
            "items": [
             {
              "title": "Investigate keyboard shortcuts",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-08-02",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/324"
               }
              ]
             },
             {
              "title": "Migrate dark mode",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-02-21",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "note": "Rollback plan: revert and redeploy."
               }
              ]
             },
             {
              "title": "Remove the settings page",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "high",
              "status": "todo",
              "due": "2027-08-27",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Investigate date parsing",
              "notes": "Customer asked for this in the last review call.",
              "priority": "low",
              "status": "todo",
              "due": "2027-10-18",
              "tags": [
               "work",
               "arbor"
              ]
             },
             {
              "title": "Fix rate limiting",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "low",
              "status": "todo",
              "due": "2027-11-23",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/701"
               }
              ]
             },
             {
              "title": "Benchmark the tree view",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-07-26",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Implement the nightly backup",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-07-20",
              "tags": [
               "work",
               "arbor"
              ]
             }
            ]
           },
           {
            "name": "In progress",
            "items": [
             {
              "title": "Investigate dark mode",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-02-09",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/503"
               }
              ]
             },
             {
              "title": "Design date parsing",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-05-11",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/799"
               }
              ]
             },
             {
              "title": "Test the settings page",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "high",
              "status": "doing",
              "due": "2026-08-11",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/935"
               }
              ]
             },
             {
              "title": "Remove search ranking",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-11-09",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/109"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/3872.png"
                }
               },
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Fix the release script",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-10-11",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/871"
               }
              ]
             },
             {
              "title": "Refactor the nightly backup",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-01-21",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/826"
               }
              ]
             },
             {
              "title": "Design keyboard shortcuts",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "high",
              "status": "doing",
              "due": "2026-09-05",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/954"
               },
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Design pagination",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "high",
              "status": "doing",
              "due": "2026-10-19",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/107"
               }
              ]
             },
             {
              "title": "Implement the tree view",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-09-01",
              "tags": [
               "work",
               "arbor"
              ]
             },
             {
              "title": "Migrate date parsing",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-12-09",
              "tags": [
               "work",
               "arbor"
              ]
             },
             {
              "title": "Investigate notifications",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-12-17",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "note": "Rollback plan: revert and redeploy."
               }
              ]
             },
             {
              "title": "Refactor pagination",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-05-10",
              "tags": [
               "work",
               "arbor"
              ]
             }
            ]
           },
           {
            "name": "Review",
            "items": [
             {
              "title": "Remove dark mode",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-05-04",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/797"
               }
              ]
             },
             {
              "title": "Remove the API client",
              "notes": "Customer asked for this in the last review call.",
              "priority": "high",
              "status": "doing",
              "due": "2026-09-16",
              "tags": [
               "work",
               "arbor"
              ]
             },
             {
              "title": "Benchmark the import job",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-02-09",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/834"
               }
              ]
             },
             {
              "title": "Implement pagination",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "high",
              "status": "doing",
              "due": "2027-02-25",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/468"
               }
              ]
             },
             {
              "title": "Benchmark caching",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-07-13",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/280"
               }
              ]
             },
             {
              "title": "Benchmark the tree view",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-09-14",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Investigate search ranking",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-04-19",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "note": "Rollback plan: revert and redeploy."
               }
              ]
             },
             {
              "title": "Benchmark search ranking",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-04-22",
              "tags": [
               "work",
               "arbor"
              ]
             }
            ]
           },
           {
            "name": "Done",
            "items": [
             {
              "title": "Refactor pagination",
              "notes": "Customer asked for this in the last review call.",
              "priority": "high",
              "status": "done",
              "due": "2027-02-25",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/7296.png"
                }
               }
              ]
             },
             {
              "title": "Remove audit logging",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "low",
              "status": "done",
              "due": "2027-10-26",
              "tags": [
               "work",
               "arbor"
              ]
             },
             {
              "title": "Test the login form",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "low",
              "status": "done",
              "due": "2026-05-17",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/432"
               }
              ]
             },
             {
              "title": "Design the release script",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "high",
              "status": "done",
              "due": "2027-06-11",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/947"
               }
              ]
             },
             {
              "title": "Remove the CSV export",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "done",
              "due": "2027-12-01",
              "tags": [
               "work",
               "arbor"
              ]
             },
             {
              "title": "Investigate the login form",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "done",
              "due": "2027-02-13",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/164"
               }
              ]
             }
            ]
           },
           {
            "name": "Research",
            "items": [
             {
              "title": "Document pagination",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-08-19",
              "tags": [
               "work",
               "arbor"
              ]
             },
             {
              "title": "Benchmark the API client",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "high",
              "status": "todo",
              "due": "2026-02-24",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/730"
               }
              ]
             },
             {
              "title": "Implement the API client",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-12-27",
              "tags": [
               "work",
               "arbor"
              ]
             },
             {
              "title": "Implement the login form",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-03-19",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/527"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/9810.png"
                }
               }
              ]
             },
             {
              "title": "Test the nightly backup",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "low",
              "status": "todo",
              "due": "2027-08-25",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/279"
               }
              ]
             },
             {
              "title": "Test caching",
              "notes": "Blocked on the database upgrade.",
              "priority": "low",
              "status": "todo",
              "due": "2026-03-28",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/582"
               },
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Migrate rate limiting",
              "notes": "Customer asked for this in the last review call.",
              "priority": "high",
              "status": "todo",
              "due": "2027-05-27",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/357"
               }
              ]
             },
             {
              "title": "Benchmark the tree view",
              "notes": "Blocked on the database upgrade.",
              "priority": "high",
              "status": "todo",
              "due": "2026-12-19",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "note": "Rollback plan: revert and redeploy."
               }
              ]
             },
             {
              "title": "Benchmark the login form",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-09-03",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "note": "Rollback plan: revert and redeploy."
               }
              ]
             },
             {
              "title": "Test the release script",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "high",
              "status": "todo",
              "due": "2026-02-04",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/754"
               },
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Investigate search ranking",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "low",
              "status": "todo",
              "due": "2026-10-24",
              "tags": [
               "work",
               "arbor"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/699"
               }
              ]
             }
            ]
           },
           {
            "name": "Bugs",
            "items": [
             {
              "title": "Investigate the tree view",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "high",
              "status": "doing",
              "due": "2026-02-16",
              "tags": [
               "work",
               "arbor",
               "bug"
              ]
             },
             {
              "title": "Benchmark the import job",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "low",
              "status": "doing",
              "due": "2027-12-21",
              "tags": [
               "work",
               "arbor",
               "bug"
              ],
              "attachments": [
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Document caching",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "high",
              "status": "todo",
              "due": "2027-01-18",
              "tags": [
               "work",
               "arbor",
               "bug"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/1797.png"
                }
               }
              ]
             },
             {
              "title": "Benchmark rate limiting",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "high",
              "status": "doing",
              "due": "2026-03-05",
              "tags": [
               "work",
               "arbor",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/118"
               }
              ]
             },
             {
              "title": "Investigate audit logging",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "low",
              "status": "todo",
              "due": "2026-01-18",
              "tags": [
               "work",
               "arbor",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/905"
               }
              ]
             },
             {
              "title": "Migrate the release script",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "high",
              "status": "todo",
              "due": "2026-11-01",
              "tags": [
               "work",
               "arbor",
               "bug"
              ]
             },
             {
              "title": "Document the login form",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-11-24",
              "tags": [
               "work",
               "arbor",
               "bug"
              ]
             },
             {
              "title": "Benchmark caching",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-06-09",
              "tags": [
               "work",
               "arbor",
               "bug"
              ],
              "attachments": [
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Refactor the nightly backup",
              "notes": "Blocked on the database upgrade.",
              "priority": "low",
              "status": "todo",
              "due": "2026-02-02",
              "tags": [
               "work",
               "arbor",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/690"
               }
              ]
             },
             {
              "title": "Remove search ranking",
              "notes": "Customer asked for this in the last review call.",
              "priority": "low",
              "status": "todo",
              "due": "2027-02-01",
              "tags": [
               "work",
               "arbor",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/517"
               }
              ]
             },
             {
              "title": "Implement error messages",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-05-26",
              "tags": [
               "work",
               "arbor",
               "bug"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/5806.png"
                }
               }
              ]
             },
             {
              "title": "Test the login form",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "high",
              "status": "doing",
              "due": "2027-08-25",
              "tags": [
               "work",
               "arbor",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/arbor/issues/266"
               }
              ]
             }
            ]
           }
          ]
         },
         {
          "name": "Website redesign",
          "notes": "Website redesign: owner Sam.",
          "children": [
           {
            "name": "Backlog",
            "items": [
             {
              "title": "Document the login form",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-01-25",
              "tags": [
               "work",
               "website-redesign"
              ]
             },
             {
              "title": "Test the import job",
              "notes": "Blocked on the database upgrade.",
              "priority": "low",
              "status": "todo",
              "due": "2026-02-18",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/945"
               }
              ]
             },
             {
              "title": "Design the settings page",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "low",
              "status": "todo",
              "due": "2027-12-25",
              "tags": [
               "work",
               "website-redesign"
              ]
             },
             {
              "title": "Document search ranking",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "high",
              "status": "todo",
              "due": "2027-02-06",
              "tags": [
               "work",
               "website-redesign"
              ]
             },
             {
              "title": "Design the settings page",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-12-28",
              "tags": [
               "work",
               "website-redesign"
              ]
             },
             {
              "title": "Refactor error messages",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "low",
              "status": "todo",
              "due": "2027-02-18",
              "tags": [
               "work",
               "website-redesign"
              ]
             },
             {
              "title": "Fix keyboard shortcuts",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-05-25",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/215"
               }
              ]
             },
             {
              "title": "Investigate caching",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-06-27",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/518"
               },
               {
                "note": "Rollback plan: revert and redeploy."
               }
              ]
             },
             {
              "title": "Implement the tree view",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-01-28",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/313"
               }
              ]
             }
            ]
           },
           {
            "name": "In progress",
            "items": [
             {
              "title": "Fix the settings page",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "low",
              "status": "doing",
              "due": "2026-05-21",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "note": "Rollback plan: revert and redeploy."
               }
              ]
             },
             {
              "title": "Remove the CSV export",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-09-24",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/115"
               }
              ]
             },
             {
              "title": "Investigate keyboard shortcuts",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "low",
              "status": "doing",
              "due": "2026-07-25",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/270"
               },
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Document search ranking",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "low",
              "status": "doing",
              "due": "2026-01-02",
              "tags": [
               "work",
               "website-redesign"
              ]
             },
             {
              "title": "Benchmark keyboard shortcuts",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-08-03",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/583"
               },
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Fix notifications",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-04-03",
              "tags": [
               "work",
               "website-redesign"
              ]
             }
            ]
           },
           {
            "name": "Review",
            "items": [
             {
              "title": "Design notifications",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "high",
              "status": "doing",
              "due": "2027-04-19",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Benchmark caching",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "low",
              "status": "doing",
              "due": "2027-06-07",
              "tags": [
               "work",
               "website-redesign"
              ]
             },
             {
              "title": "Fix notifications",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-02-07",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/571"
               },
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Test the import job",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "high",
              "status": "doing",
              "due": "2026-11-21",
              "tags": [
               "work",
               "website-redesign"
              ]
             },
             {
              "title": "Implement notifications",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-11-12",
              "tags": [
               "work",
               "website-redesign"
              ]
             },
             {
              "title": "Benchmark dark mode",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "high",
              "status": "doing",
              "due": "2027-04-01",
              "tags": [
               "work",
               "website-redesign"
              ]
             },
             {
              "title": "Design the import job",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "high",
              "status": "doing",
              "due": "2026-12-11",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/136"
               }
              ]
             },
             {
              "title": "Document the import job",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-09-28",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/269"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/8933.png"
                }
               }
              ]
             },
             {
              "title": "Document search ranking",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-04-25",
              "tags": [
               "work",
               "website-redesign"
              ]
             },
             {
              "title": "Implement date parsing",
              "notes": "Blocked on the database upgrade.",
              "priority": "high",
              "status": "doing",
              "due": "2026-01-05",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/784"
               }
              ]
             }
            ]
           },
           {
            "name": "Done",
            "items": [
             {
              "title": "Remove the API client",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "done",
              "due": "2026-05-14",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Investigate audit logging",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "done",
              "due": "2026-02-19",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Benchmark rate limiting",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "done",
              "due": "2026-02-02",
              "tags": [
               "work",
               "website-redesign"
              ]
             },
             {
              "title": "Fix the login form",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "done",
              "due": "2026-09-13",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/871"
               }
              ]
             },
             {
              "title": "Migrate caching",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "done",
              "due": "2027-09-07",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/773"
               }
              ]
             },
             {
              "title": "Fix rate limiting",
              "notes": "Customer asked for this in the last review call.",
              "priority": "low",
              "status": "done",
              "due": "2026-09-09",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/808"
               }
              ]
             },
             {
              "title": "Implement notifications",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "done",
              "due": "2027-12-21",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Design dark mode",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "done",
              "due": "2026-12-08",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/4393.png"
                }
               }
              ]
             },
             {
              "title": "Test the tree view",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "done",
              "due": "2026-01-17",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/4646.png"
                }
               }
              ]
             }
            ]
           },
           {
            "name": "Research",
            "items": [
             {
              "title": "Remove date parsing",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-12-25",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/565"
               }
              ]
             },
             {
              "title": "Test the settings page",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-02-21",
              "tags": [
               "work",
               "website-redesign"
              ]
             },
             {
              "title": "Migrate search ranking",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "low",
              "status": "doing",
              "due": "2026-03-27",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Remove the API client",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "low",
              "status": "doing",
              "due": "2026-01-03",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/115"
               }
              ]
             },
             {
              "title": "Investigate the import job",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "low",
              "status": "todo",
              "due": "2026-01-04",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/335"
               }
              ]
             },
             {
              "title": "Fix search ranking",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-08-28",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/175"
               }
              ]
             },
             {
              "title": "Test pagination",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-12-11",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/371"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/1857.png"
                }
               }
              ]
             },
             {
              "title": "Migrate notifications",
              "notes": "Blocked on the database upgrade.",
              "priority": "low",
              "status": "doing",
              "due": "2026-07-10",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/673"
               }
              ]
             },
             {
              "title": "Document the nightly backup",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-10-03",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/3494.png"
                }
               },
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Remove date parsing",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-05-17",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/696"
               }
              ]
             },
             {
              "title": "Migrate the release script",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-11-23",
              "tags": [
               "work",
               "website-redesign"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/1385.png"
                }
               }
              ]
             }
            ]
           },
           {
            "name": "Bugs",
            "items": [
             {
              "title": "Investigate search ranking",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-06-27",
              "tags": [
               "work",
               "website-redesign",
               "bug"
              ],
              "attachments": [
               {
                "note": "Rollback plan: revert and redeploy."
               }
              ]
             },
             {
              "title": "Benchmark dark mode",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-04-05",
              "tags": [
               "work",
               "website-redesign",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/723"
               }
              ]
             },
             {
              "title": "Document the API client",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "high",
              "status": "todo",
              "due": "2027-12-16",
              "tags": [
               "work",
               "website-redesign",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/222"
               }
              ]
             },
             {
              "title": "Refactor the import job",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-11-17",
              "tags": [
               "work",
               "website-redesign",
               "bug"
              ]
             },
             {
              "title": "Design dark mode",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "high",
              "status": "doing",
              "due": "2026-12-11",
              "tags": [
               "work",
               "website-redesign",
               "bug"
              ]
             },
             {
              "title": "Implement caching",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-02-28",
              "tags": [
               "work",
               "website-redesign",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/385"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/3112.png"
                }
               },
               {
                "note": "Rollback plan: revert and redeploy."
               }
              ]
             },
             {
              "title": "Benchmark audit logging",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-12-03",
              "tags": [
               "work",
               "website-redesign",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/814"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/1839.png"
                }
               },
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Investigate the release script",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-06-04",
              "tags": [
               "work",
               "website-redesign",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/website-redesign/issues/277"
               }
              ]
             }
            ]
           }
          ]
         },
         {
          "name": "Data migration",
          "notes": "Data migration: owner Jordan.",
          "children": [
           {
            "name": "Backlog",
            "items": [
             {
              "title": "Fix rate limiting",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-12-07",
              "tags": [
               "work",
               "data-migration"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/data-migration/issues/289"
               }
              ]
             },
             {
              "title": "Document notifications",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-09-16",
              "tags": [
               "work",
               "data-migration"
              ]
             },
             {
              "title": "Remove dark mode",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "low",
              "status": "doing",
              "due": "2026-01-27",
              "tags": [
               "work",
               "data-migration"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/data-migration/issues/862"
               }
              ]
             },
             {
              "title": "Document keyboard shortcuts",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-06-27",
              "tags": [
               "work",
               "data-migration"
              ],
              "attachments": [
               {
                "note": "Rollback plan: revert and redeploy."
               }
              ]
             },
             {
              "title": "Test the nightly backup",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "high",
              "status": "todo",
              "due": "2026-11-14",
              "tags": [
               "work",
               "data-migration"
              ]
             },
             {
              "title": "Document pagination",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-07-14",
              "tags": [
               "work",
               "data-migration"
              ]
             }
            ]
           },
           {
            "name": "In progress",
            "items": [
             {
              "title": "Document the release script",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "low",
              "status": "doing",
              "due": "2027-11-18",
              "tags": [
               "work",
               "data-migration"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/3828.png"
                }
               }
              ]
             },
             {
              "title": "Migrate the API client",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-06-12",
              "tags": [
               "work",
               "data-migration"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/data-migration/issues/572"
               }
              ]
             },
             {
              "title": "Fix caching",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "low",
              "status": "doing",
              "due": "2027-02-16",
              "tags": [
               "work",
               "data-migration"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/data-migration/issues/126"
               },
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Document the API client",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-08-11",
              "tags": [
               "work",
               "data-migration"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/data-migration/issues/588"
               }
              ]
             },
             {
              "title": "Refactor keyboard shortcuts",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "low",
              "status": "doing",
              "due": "2026-08-14",
              "tags": [
               "work",
               "data-migration"
              ]
             },
             {
              "title": "Document search ranking",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-10-02",
              "tags": [
               "work",
               "data-migration"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/data-migration/issues/471"
               }
              ]
             },
             {
              "title": "Remove date parsing",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-06-04",
              "tags": [
               "work",
               "data-migration"
              ],
              "attachments": [
               {
                "note": "Check with legal first."
               }
              ]
             }
            ]
           },
           {
            "name": "Review",
            "items": [
             {
              "title": "Document keyboard shortcuts",
              "notes": "Customer asked for this in the last review call.",
              "priority": "high",
              "status": "doing",
              "due": "2026-05-11",
              "tags": [
               "work",
               "data-migration"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/data-migration/issues/752"
               }
              ]
             },
             {
              "title": "Investigate notifications",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "high",
              "status": "doing",
              "due": "2026-03-01",
              "tags": [
               "work",
               "data-migration"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/7193.png"
                }
               }
              ]
             },
             {
              "title": "Fix keyboard shortcuts",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-03-18",
              "tags": [
               "work",
               "data-migration"
              ],
              "attachments": [
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Investigate error messages",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-05-08",
              "tags": [
               "work",
               "data-migration"
              ]
             },
             {
              "title": "Document audit logging",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-04-18",
              "tags": [
               "work",
               "data-migration"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/data-migration/issues/892"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/6573.png"
                }
               }
              ]
             }
            ]
           },
           {
            "name": "Done",
            "items": [
             {
              "title": "Migrate the settings page",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "done",
              "due": "2027-12-04",
              "tags": [
               "work",
               "data-migration"
              ]
             },
             {
              "title": "Remove search ranking",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "low",
              "status": "done",
              "due": "2026-08-28",
              "tags": [
               "work",
               "data-migration"
              ]
             },
             {
              "title": "Fix the release script",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "done",
              "due": "2026-07-25",
              "tags": [
               "work",
               "data-migration"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/data-migration/issues/571"
               }
              ]
             },
             {
              "title": "Document the CSV export",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "done",
              "due": "2026-11-07",
              "tags": [
               "work",
               "data-migration"
              ]
             },
             {
              "title": "Fix error messages",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "done",
              "due": "2027-08-16",
              "tags": [
               "work",
               "data-migration"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/5851.png"
                }
               },
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Design audit logging",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "done",
              "due": "2027-07-03",
              "tags": [
               "work",
               "data-migration"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/data-migration/issues/621"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/3772.png"
                }
               }
              ]
             },
             {
              "title": "Fix keyboard shortcuts",
              "notes": "Customer asked for this in the last review call.",
              "priority": "low",
              "status": "done",
              "due": "2026-10-18",
              "tags": [
               "work",
               "data-migration"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/data-migration/issues/821"
               }
              ]
             },
             {
              "title": "Implement notifications",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "high",
              "status": "done",
              "due": "2027-05-06",
              "tags": [
               "work",
               "data-migration"
              ]
             }
            ]
           },
           {
            "name": "Research",
            "items": [
             {
              "title": "Investigate keyboard shortcuts",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-09-18",
              "tags": [
               "work",
               "data-migration"
              ]
             },
             {
              "title": "Investigate the nightly backup",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-08-09",
              "tags": [
               "work",
               "data-migration"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/data-migration/issues/919"
               }
              ]
             },
             {
              "title": "Migrate the login form",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-06-09",
              "tags": [
               "work",
               "data-migration"
              ]
             },
             {
              "title": "Remove rate limiting",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-03-23",
              "tags": [
               "work",
               "data-migration"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/data-migration/issues/497"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/9830.png"
                }
               },
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Implement the import job",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "low",
              "status": "todo",
              "due": "2026-07-09",
              "tags": [
               "work",
               "data-migration"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/data-migration/issues/854"
               },
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             }
            ]
           },
           {
            "name": "Bugs",
            "items": [
             {
              "title": "Investigate the release script",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-07-03",
              "tags": [
               "work",
               "data-migration",
               "bug"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/4161.png"
                }
               },
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Remove error messages",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "low",
              "status": "doing",
              "due": "2027-11-06",
              "tags": [
               "work",
               "data-migration",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/data-migration/issues/157"
               },
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Design the settings page",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-02-28",
              "tags": [
               "work",
               "data-migration",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/data-migration/issues/723"
               }
              ]
             },
             {
              "title": "Test the tree view",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-03-26",
              "tags": [
               "work",
               "data-migration",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/data-migration/issues/338"
               },
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Implement the API client",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "high",
              "status": "todo",
              "due": "2026-08-01",
              "tags": [
               "work",
               "data-migration",
               "bug"
              ]
             },
             {
              "title": "Test the tree view",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-03-23",
              "tags": [
               "work",
               "data-migration",
               "bug"
              ]
             }
            ]
           }
          ]
         },
         {
          "name": "Mobile app",
          "notes": "Mobile app: owner Priya.",
          "children": [
           {
            "name": "Backlog",
            "items": [
             {
              "title": "Migrate audit logging",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-07-24",
              "tags": [
               "work",
               "mobile-app"
              ]
             },
             {
              "title": "Test notifications",
              "notes": "Blocked on the database upgrade.",
              "priority": "low",
              "status": "todo",
              "due": "2027-10-27",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/485"
               }
              ]
             },
             {
              "title": "Remove dark mode",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "high",
              "status": "todo",
              "due": "2026-10-28",
              "tags": [
               "work",
               "mobile-app"
              ]
             },
             {
              "title": "Design rate limiting",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "high",
              "status": "doing",
              "due": "2026-05-19",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/948"
               },
               {
                "note": "Rollback plan: revert and redeploy."
               }
              ]
             },
             {
              "title": "Benchmark the login form",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-07-15",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/7167.png"
                }
               }
              ]
             }
            ]
           },
           {
            "name": "In progress",
            "items": [
             {
              "title": "Design keyboard shortcuts",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-05-26",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/954"
               }
              ]
             },
             {
              "title": "Document audit logging",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-11-28",
              "tags": [
               "work",
               "mobile-app"
              ]
             },
             {
              "title": "Benchmark notifications",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-07-28",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/956"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/5836.png"
                }
               },
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Refactor audit logging",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-12-03",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/126"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/1563.png"
                }
               }
              ]
             },
             {
              "title": "Test the settings page",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-06-06",
              "tags": [
               "work",
               "mobile-app"
              ]
             },
             {
              "title": "Document notifications",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-02-21",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/162"
               }
              ]
             }
            ]
           },
           {
            "name": "Review",
            "items": [
             {
              "title": "Document caching",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-04-21",
              "tags": [
               "work",
               "mobile-app"
              ]
             },
             {
              "title": "Design audit logging",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-07-06",
              "tags": [
               "work",
               "mobile-app"
              ]
             },
             {
              "title": "Design notifications",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "low",
              "status": "doing",
              "due": "2026-03-11",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Test the tree view",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-09-06",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/5630.png"
                }
               }
              ]
             },
             {
              "title": "Implement dark mode",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-06-16",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/391"
               }
              ]
             },
             {
              "title": "Migrate the settings page",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-10-03",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/294"
               }
              ]
             },
             {
              "title": "Implement search ranking",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-02-22",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/619"
               }
              ]
             },
             {
              "title": "Fix search ranking",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-01-17",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/536"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/5595.png"
                }
               }
              ]
             },
             {
              "title": "Test the release script",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-04-04",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/307"
               }
              ]
             },
             {
              "title": "Remove audit logging",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-10-27",
              "tags": [
               "work",
               "mobile-app"
              ]
             },
             {
              "title": "Fix rate limiting",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-10-18",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/991"
               }
              ]
             },
             {
              "title": "Investigate keyboard shortcuts",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-03-06",
              "tags": [
               "work",
               "mobile-app"
              ]
             }
            ]
           },
           {
            "name": "Done",
            "items": [
             {
              "title": "Investigate caching",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "low",
              "status": "done",
              "due": "2026-09-25",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/614"
               },
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Implement the CSV export",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "done",
              "due": "2026-10-13",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/874"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/6855.png"
                }
               }
              ]
             },
             {
              "title": "Test notifications",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "low",
              "status": "done",
              "due": "2027-03-07",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/786"
               },
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Refactor the import job",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "done",
              "due": "2027-08-08",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Investigate the nightly backup",
              "notes": "Customer asked for this in the last review call.",
              "priority": "low",
              "status": "done",
              "due": "2027-01-16",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/208"
               }
              ]
             },
             {
              "title": "Investigate pagination",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "done",
              "due": "2026-03-08",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Benchmark rate limiting",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "high",
              "status": "done",
              "due": "2026-07-03",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/578"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/4649.png"
                }
               }
              ]
             }
            ]
           },
           {
            "name": "Research",
            "items": [
             {
              "title": "Test dark mode",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "low",
              "status": "doing",
              "due": "2026-02-05",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/786"
               },
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Fix pagination",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-02-22",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Remove the API client",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-08-14",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/703"
               }
              ]
             },
             {
              "title": "Implement the settings page",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-04-19",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Test the settings page",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "low",
              "status": "todo",
              "due": "2026-01-05",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/947"
               }
              ]
             },
             {
              "title": "Migrate date parsing",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-02-26",
              "tags": [
               "work",
               "mobile-app"
              ]
             },
             {
              "title": "Fix the CSV export",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "high",
              "status": "doing",
              "due": "2026-12-26",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/995"
               }
              ]
             },
             {
              "title": "Remove the API client",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "high",
              "status": "todo",
              "due": "2026-09-18",
              "tags": [
               "work",
               "mobile-app"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/309"
               }
              ]
             },
             {
              "title": "Document rate limiting",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-09-10",
              "tags": [
               "work",
               "mobile-app"
              ]
             }
            ]
           },
           {
            "name": "Bugs",
            "items": [
             {
              "title": "Design keyboard shortcuts",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "low",
              "status": "todo",
              "due": "2026-07-27",
              "tags": [
               "work",
               "mobile-app",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/992"
               }
              ]
             },
             {
              "title": "Refactor notifications",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-05-15",
              "tags": [
               "work",
               "mobile-app",
               "bug"
              ]
             },
             {
              "title": "Fix keyboard shortcuts",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-05-21",
              "tags": [
               "work",
               "mobile-app",
               "bug"
              ]
             },
             {
              "title": "Implement rate limiting",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-06-11",
              "tags": [
               "work",
               "mobile-app",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/519"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/9597.png"
                }
               }
              ]
             },
             {
              "title": "Fix the settings page",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-06-28",
              "tags": [
               "work",
               "mobile-app",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/301"
               }
              ]
             },
             {
              "title": "Design the nightly backup",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-01-22",
              "tags": [
               "work",
               "mobile-app",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/mobile-app/issues/257"
               },
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             }
            ]
           }
          ]
         },
         {
          "name": "Billing service",
          "notes": "Billing service: owner Sam.",
          "children": [
           {
            "name": "Backlog",
            "items": [
             {
              "title": "Investigate pagination",
              "notes": "Customer asked for this in the last review call.",
              "priority": "high",
              "status": "todo",
              "due": "2026-05-15",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/255"
               }
              ]
             },
             {
              "title": "Benchmark rate limiting",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "low",
              "status": "todo",
              "due": "2026-06-05",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/290"
               },
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Remove search ranking",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-12-28",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/790"
               }
              ]
             },
             {
              "title": "Document notifications",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "low",
              "status": "doing",
              "due": "2026-09-15",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/685"
               }
              ]
             },
             {
              "title": "Document search ranking",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-07-08",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/526"
               },
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             }
            ]
           },
           {
            "name": "In progress",
            "items": [
             {
              "title": "Test the CSV export",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-08-25",
              "tags": [
               "work",
               "billing-service"
              ]
             },
             {
              "title": "Design the login form",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-08-18",
              "tags": [
               "work",
               "billing-service"
              ]
             },
             {
              "title": "Investigate caching",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-08-28",
              "tags": [
               "work",
               "billing-service"
              ]
             },
             {
              "title": "Implement the import job",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-05-23",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Migrate keyboard shortcuts",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-04-13",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/640"
               }
              ]
             },
             {
              "title": "Test the release script",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-11-18",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/186"
               }
              ]
             },
             {
              "title": "Investigate dark mode",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "high",
              "status": "doing",
              "due": "2026-11-07",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/527"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/6912.png"
                }
               }
              ]
             },
             {
              "title": "Design keyboard shortcuts",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-01-01",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/276"
               }
              ]
             }
            ]
           },
           {
            "name": "Review",
            "items": [
             {
              "title": "Test the tree view",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-03-23",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/583"
               }
              ]
             },
             {
              "title": "Refactor audit logging",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-09-18",
              "tags": [
               "work",
               "billing-service"
              ]
             },
             {
              "title": "Design caching",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-04-22",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/408"
               }
              ]
             },
             {
              "title": "Test error messages",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "high",
              "status": "doing",
              "due": "2026-02-20",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/663"
               }
              ]
             },
             {
              "title": "Implement audit logging",
              "notes": "Blocked on the database upgrade.",
              "priority": "high",
              "status": "doing",
              "due": "2026-12-15",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/966"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/9531.png"
                }
               },
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Document the settings page",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "high",
              "status": "doing",
              "due": "2026-02-01",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/749"
               },
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Fix pagination",
              "notes": "Blocked on the database upgrade.",
              "priority": "high",
              "status": "doing",
              "due": "2026-04-15",
              "tags": [
               "work",
               "billing-service"
              ]
             },
             {
              "title": "Refactor the release script",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "high",
              "status": "doing",
              "due": "2027-09-16",
              "tags": [
               "work",
               "billing-service"
              ]
             }
            ]
           },
           {
            "name": "Done",
            "items": [
             {
              "title": "Benchmark the release script",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "high",
              "status": "done",
              "due": "2026-12-27",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/925"
               },
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Document error messages",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "high",
              "status": "done",
              "due": "2026-09-12",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/329"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/8205.png"
                }
               }
              ]
             },
             {
              "title": "Design the login form",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "done",
              "due": "2026-03-17",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/263"
               }
              ]
             },
             {
              "title": "Benchmark the settings page",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "high",
              "status": "done",
              "due": "2027-04-12",
              "tags": [
               "work",
               "billing-service"
              ]
             },
             {
              "title": "Fix rate limiting",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "low",
              "status": "done",
              "due": "2026-06-14",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/224"
               }
              ]
             },
             {
              "title": "Refactor rate limiting",
              "notes": "Blocked on the database upgrade.",
              "priority": "low",
              "status": "done",
              "due": "2027-03-10",
              "tags": [
               "work",
               "billing-service"
              ]
             },
             {
              "title": "Benchmark the API client",
              "notes": "Customer asked for this in the last review call.",
              "priority": "high",
              "status": "done",
              "due": "2026-07-06",
              "tags": [
               "work",
               "billing-service"
              ]
             }
            ]
           },
           {
            "name": "Research",
            "items": [
             {
              "title": "Test the CSV export",
              "notes": "Customer asked for this in the last review call.",
              "priority": "low",
              "status": "todo",
              "due": "2027-09-16",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/252"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/4112.png"
                }
               },
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Implement search ranking",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "high",
              "status": "todo",
              "due": "2026-11-24",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/885"
               },
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Document the settings page",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-05-05",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/591"
               }
              ]
             },
             {
              "title": "Migrate caching",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "low",
              "status": "todo",
              "due": "2026-05-09",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Refactor notifications",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-07-04",
              "tags": [
               "work",
               "billing-service"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/407"
               }
              ]
             },
             {
              "title": "Implement caching",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "low",
              "status": "todo",
              "due": "2026-04-12",
              "tags": [
               "work",
               "billing-service"
              ]
             },
             {
              "title": "Test the tree view",
              "notes": "Customer asked for this in the last review call.",
              "priority": "high",
              "status": "todo",
              "due": "2026-10-26",
              "tags": [
               "work",
               "billing-service"
              ]
             }
            ]
           },
           {
            "name": "Bugs",
            "items": [
             {
              "title": "Benchmark audit logging",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "high",
              "status": "todo",
              "due": "2026-11-02",
              "tags": [
               "work",
               "billing-service",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/947"
               }
              ]
             },
             {
              "title": "Document the API client",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-01-09",
              "tags": [
               "work",
               "billing-service",
               "bug"
              ],
              "attachments": [
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Investigate search ranking",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-04-05",
              "tags": [
               "work",
               "billing-service",
               "bug"
              ]
             },
             {
              "title": "Implement the nightly backup",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "low",
              "status": "todo",
              "due": "2026-03-02",
              "tags": [
               "work",
               "billing-service",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/837"
               }
              ]
             },
             {
              "title": "Refactor pagination",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "low",
              "status": "doing",
              "due": "2027-02-10",
              "tags": [
               "work",
               "billing-service",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/658"
               },
               {
                "note": "Rollback plan: revert and redeploy."
               }
              ]
             },
             {
              "title": "Test the settings page",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-08-10",
              "tags": [
               "work",
               "billing-service",
               "bug"
              ]
             },
             {
              "title": "Design the tree view",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "high",
              "status": "doing",
              "due": "2027-07-13",
              "tags": [
               "work",
               "billing-service",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/billing-service/issues/333"
               },
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Migrate rate limiting",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "high",
              "status": "todo",
              "due": "2026-08-13",
              "tags": [
               "work",
               "billing-service",
               "bug"
              ]
             },
             {
              "title": "Refactor keyboard shortcuts",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-09-01",
              "tags": [
               "work",
               "billing-service",
               "bug"
              ],
              "attachments": [
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Fix pagination",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "low",
              "status": "todo",
              "due": "2027-02-04",
              "tags": [
               "work",
               "billing-service",
               "bug"
              ]
             },
             {
              "title": "Benchmark the nightly backup",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "high",
              "status": "todo",
              "due": "2026-01-05",
              "tags": [
               "work",
               "billing-service",
               "bug"
              ]
             },
             {
              "title": "Document the import job",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-05-19",
              "tags": [
               "work",
               "billing-service",
               "bug"
              ],
              "attachments": [
               {
                "note": "Check with legal first."
               }
              ]
             }
            ]
           }
          ]
         },
         {
          "name": "Search relaunch",
          "notes": "Search relaunch: owner Sam.",
          "children": [
           {
            "name": "Backlog",
            "items": [
             {
              "title": "Remove caching",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-04-19",
              "tags": [
               "work",
               "search-relaunch"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/search-relaunch/issues/159"
               },
               {
                "note": "Rollback plan: revert and redeploy."
               }
              ]
             },
             {
              "title": "Design the nightly backup",
              "notes": "Blocked on the database upgrade.",
              "priority": "high",
              "status": "todo",
              "due": "2027-05-21",
              "tags": [
               "work",
               "search-relaunch"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/8477.png"
                }
               }
              ]
             },
             {
              "title": "Fix caching",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-05-12",
              "tags": [
               "work",
               "search-relaunch"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/search-relaunch/issues/477"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/9335.png"
                }
               }
              ]
             },
             {
              "title": "Benchmark audit logging",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "high",
              "status": "todo",
              "due": "2026-05-27",
              "tags": [
               "work",
               "search-relaunch"
              ]
             },
             {
              "title": "Document error messages",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-12-20",
              "tags": [
               "work",
               "search-relaunch"
              ],
              "attachments": [
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             }
            ]
           },
           {
            "name": "In progress",
            "items": [
             {
              "title": "Design the settings page",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-07-02",
              "tags": [
               "work",
               "search-relaunch"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/search-relaunch/issues/920"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/8792.png"
                }
               }
              ]
             },
             {
              "title": "Benchmark the tree view",
              "notes": "Customer asked for this in the last review call.",
              "priority": "high",
              "status": "doing",
              "due": "2026-07-22",
              "tags": [
               "work",
               "search-relaunch"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/search-relaunch/issues/782"
               }
              ]
             },
             {
              "title": "Benchmark audit logging",
              "notes": "Customer asked for this in the last review call.",
              "priority": "low",
              "status": "doing",
              "due": "2026-01-27",
              "tags": [
               "work",
               "search-relaunch"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/search-relaunch/issues/244"
               }
              ]
             },
             {
              "title": "Document the import job",
              "notes": "Blocked on the database upgrade.",
              "priority": "high",
              "status": "doing",
              "due": "2026-06-10",
              "tags": [
               "work",
               "search-relaunch"
              ]
             },
             {
              "title": "Test the settings page",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-02-17",
              "tags": [
               "work",
               "search-relaunch"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/search-relaunch/issues/259"
               }
              ]
             },
             {
              "title": "Investigate the release script",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-02-09",
              "tags": [
               "work",
               "search-relaunch"
              ]
             },
             {
              "title": "Benchmark the login form",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-07-09",
              "tags": [
               "work",
               "search-relaunch"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/search-relaunch/issues/577"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/7146.png"
                }
               }
              ]
             },
             {
              "title": "Implement caching",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "low",
              "status": "doing",
              "due": "2026-05-07",
              "tags": [
               "work",
               "search-relaunch"
              ]
             },
             {
              "title": "Test pagination",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-08-18",
              "tags": [
               "work",
               "search-relaunch"
              ]
             },
             {
              "title": "Benchmark error messages",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-04-26",
              "tags": [
               "work",
               "search-relaunch"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/search-relaunch/issues/508"
               },
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Remove dark mode",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-12-21",
              "tags": [
               "work",
               "search-relaunch"
              ],
              "attachments": [
               {
                "note": "Check with legal first."
               }
              ]
             }
            ]
           },
           {
            "name": "Review",
            "items": [
             {
              "title": "Benchmark audit logging",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "low",
              "status": "doing",
              "due": "2027-10-06",
              "tags": [
               "work",
               "search-relaunch"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/search-relaunch/issues/578"
               }
              ]
             },
             {
              "title": "Document error messages",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "low",
              "status": "doing",
              "due": "2026-08-26",
              "tags": [
               "work",
               "search-relaunch"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/search-relaunch/issues/604"
               },
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Investigate pagination",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-09-03",
              "tags": [
               "work",
               "search-relaunch"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/search-relaunch/issues/168"
               },
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Document error messages",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "high",
              "status": "doing",
              "due": "2026-07-02",
              "tags": [
               "work",
               "search-relaunch"
              ]
             },
             {
              "title": "Implement dark mode",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "low",
              "status": "doing",
              "due": "2026-01-04",
              "tags": [
               "work",
               "search-relaunch"
              ]
             },
             {
              "title": "Benchmark notifications",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-01-13",
              "tags": [
               "work",
               "search-relaunch"
              ]
             },
             {
              "title": "Benchmark the import job",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-02-16",
              "tags": [
               "work",
               "search-relaunch"
              ]
             },
             {
              "title": "Migrate the login form",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "high",
              "status": "doing",
              "due": "2026-10-14",
              "tags": [
               "work",
               "search-relaunch"
              ]
             },
             {
              "title": "Refactor the login form",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "high",
              "status": "doing",
              "due": "2026-05-21",
              "tags": [
               "work",
               "search-relaunch"
              ]
             }
            ]
           },
           {
            "name": "Done",
            "items": [
             {
              "title": "Test the nightly backup",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "done",
              "due": "2027-01-14",
              "tags": [
               "work",
               "search-relaunch"
              ]
             },
             {
              "title": "Migrate error messages",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "low",
              "status": "done",
              "due": "2026-06-23",
              "tags": [
               "work",
               "search-relaunch"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/search-relaunch/issues/646"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/5743.png"
                }
               }
              ]
             },
             {
              "title": "Document the login form",
              "notes": "Blocked on the database upgrade.",
              "priority": "high",
              "status": "done",
              "due": "2027-12-23",
              "tags": [
               "work",
               "search-relaunch"
              ]
             },
             {
              "title": "Remove dark mode",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "done",
              "due": "2026-09-13",
              "tags": [
               "work",
               "search-relaunch"
              ]
             },
             {
              "title": "Investigate the API client",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "done",
              "due": "2026-09-09",
              "tags": [
               "work",
               "search-relaunch"
              ]
             }
            ]
           },
           {
            "name": "Research",
            "items": [
             {
              "title": "Fix the settings page",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-02-05",
              "tags": [
               "work",
               "search-relaunch"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/search-relaunch/issues/660"
               }
              ]
             },
             {
              "title": "Investigate the nightly backup",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-02-07",
              "tags": [
               "work",
               "search-relaunch"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/8529.png"
                }
               }
              ]
             },
             {
              "title": "Refactor the CSV export",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-11-17",
              "tags": [
               "work",
               "search-relaunch"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/search-relaunch/issues/945"
               }
              ]
             },
             {
              "title": "Investigate the settings page",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-10-18",
              "tags": [
               "work",
               "search-relaunch"
              ],
              "attachments": [
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Investigate keyboard shortcuts",
              "notes": "Blocked on the database upgrade.",
              "priority": "low",
              "status": "todo",
              "due": "2026-05-11",
              "tags": [
               "work",
               "search-relaunch"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/search-relaunch/issues/813"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/2996.png"
                }
               }
              ]
             }
            ]
           },
           {
            "name": "Bugs",
            "items": [
             {
              "title": "Design the release script",
              "notes": "Blocked on the database upgrade.",
              "priority": "low",
              "status": "todo",
              "due": "2026-02-25",
              "tags": [
               "work",
               "search-relaunch",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/search-relaunch/issues/195"
               }
              ]
             },
             {
              "title": "Fix the tree view",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "low",
              "status": "todo",
              "due": "2027-08-04",
              "tags": [
               "work",
               "search-relaunch",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/search-relaunch/issues/564"
               }
              ]
             },
             {
              "title": "Benchmark dark mode",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-06-23",
              "tags": [
               "work",
               "search-relaunch",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/search-relaunch/issues/907"
               }
              ]
             },
             {
              "title": "Benchmark the import job",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-05-07",
              "tags": [
               "work",
               "search-relaunch",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/search-relaunch/issues/398"
               }
              ]
             },
             {
              "title": "Refactor the tree view",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-08-09",
              "tags": [
               "work",
               "search-relaunch",
               "bug"
              ]
             },
             {
              "title": "Fix the CSV export",
              "notes": "Blocked on the database upgrade.",
              "priority": "high",
              "status": "todo",
              "due": "2026-11-04",
              "tags": [
               "work",
               "search-relaunch",
               "bug"
              ],
              "attachments": [
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Fix the tree view",
              "notes": "Blocked on the database upgrade.",
              "priority": "high",
              "status": "todo",
              "due": "2026-10-16",
              "tags": [
               "work",
               "search-relaunch",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/search-relaunch/issues/627"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/6316.png"
                }
               }
              ]
             },
             {
              "title": "Remove error messages",
              "notes": "Blocked on the database upgrade.",
              "priority": "high",
              "status": "todo",
              "due": "2027-01-09",
              "tags": [
               "work",
               "search-relaunch",
               "bug"
              ]
             },
             {
              "title": "Design keyboard shortcuts",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "low",
              "status": "todo",
              "due": "2027-11-24",
              "tags": [
               "work",
               "search-relaunch",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/search-relaunch/issues/120"
               }
              ]
             }
            ]
           }
          ]
         },
         {
          "name": "Design system",
          "notes": "Design system: owner Alex.",
          "children": [
           {
            "name": "Backlog",
            "items": [
             {
              "title": "Refactor the tree view",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-07-12",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/690"
               }
              ]
             },
             {
              "title": "Fix the CSV export",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-06-19",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/217"
               }
              ]
             },
             {
              "title": "Investigate the CSV export",
              "notes": "Customer asked for this in the last review call.",
              "priority": "high",
              "status": "todo",
              "due": "2026-08-19",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/494"
               }
              ]
             },
             {
              "title": "Document pagination",
              "notes": "Blocked on the database upgrade.",
              "priority": "high",
              "status": "todo",
              "due": "2026-05-15",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/405"
               }
              ]
             },
             {
              "title": "Benchmark the release script",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-03-17",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/167"
               }
              ]
             },
             {
              "title": "Test the import job",
              "notes": "Blocked on the database upgrade.",
              "priority": "low",
              "status": "todo",
              "due": "2026-08-11",
              "tags": [
               "work",
               "design-system"
              ]
             },
             {
              "title": "Benchmark rate limiting",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-12-12",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/338"
               }
              ]
             },
             {
              "title": "Remove the tree view",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-09-11",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/471"
               }
              ]
             }
            ]
           },
           {
            "name": "In progress",
            "items": [
             {
              "title": "Remove dark mode",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-05-16",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/807"
               }
              ]
             },
             {
              "title": "Remove the CSV export",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "low",
              "status": "doing",
              "due": "2026-12-13",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/748"
               }
              ]
             },
             {
              "title": "Implement the login form",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-09-20",
              "tags": [
               "work",
               "design-system"
              ]
             },
             {
              "title": "Design pagination",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-05-10",
              "tags": [
               "work",
               "design-system"
              ]
             },
             {
              "title": "Design search ranking",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "low",
              "status": "doing",
              "due": "2026-07-11",
              "tags": [
               "work",
               "design-system"
              ]
             },
             {
              "title": "Fix the nightly backup",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "high",
              "status": "doing",
              "due": "2026-02-12",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Investigate caching",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "high",
              "status": "doing",
              "due": "2026-12-22",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/627"
               }
              ]
             },
             {
              "title": "Test rate limiting",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-01-24",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/334"
               },
               {
                "note": "Affects v2 only."
               }
              ]
             }
            ]
           },
           {
            "name": "Review",
            "items": [
             {
              "title": "Implement audit logging",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "low",
              "status": "doing",
              "due": "2026-07-09",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/474"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/7016.png"
                }
               }
              ]
             },
             {
              "title": "Remove the API client",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-07-20",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/638"
               }
              ]
             },
             {
              "title": "Migrate the settings page",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-04-08",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/237"
               }
              ]
             },
             {
              "title": "Implement search ranking",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-11-02",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/797"
               }
              ]
             },
             {
              "title": "Document date parsing",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "high",
              "status": "doing",
              "due": "2026-03-17",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/828"
               },
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Investigate caching",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-02-16",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/4562.png"
                }
               }
              ]
             },
             {
              "title": "Benchmark search ranking",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-02-23",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/603"
               }
              ]
             },
             {
              "title": "Document caching",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "high",
              "status": "doing",
              "due": "2026-02-25",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/6200.png"
                }
               }
              ]
             },
             {
              "title": "Implement the nightly backup",
              "notes": "Customer asked for this in the last review call.",
              "priority": "low",
              "status": "doing",
              "due": "2026-09-27",
              "tags": [
               "work",
               "design-system"
              ]
             }
            ]
           },
           {
            "name": "Done",
            "items": [
             {
              "title": "Design the settings page",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "high",
              "status": "done",
              "due": "2026-11-03",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/452"
               }
              ]
             },
             {
              "title": "Implement error messages",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "done",
              "due": "2026-05-01",
              "tags": [
               "work",
               "design-system"
              ]
             },
             {
              "title": "Remove rate limiting",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "high",
              "status": "done",
              "due": "2026-03-01",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/572"
               }
              ]
             },
             {
              "title": "Refactor error messages",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "low",
              "status": "done",
              "due": "2026-08-19",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/103"
               }
              ]
             },
             {
              "title": "Benchmark error messages",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "done",
              "due": "2026-09-14",
              "tags": [
               "work",
               "design-system"
              ]
             },
             {
              "title": "Refactor the import job",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "low",
              "status": "done",
              "due": "2026-03-01",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/763"
               },
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Test the CSV export",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "done",
              "due": "2027-12-24",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/148"
               },
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Benchmark the nightly backup",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "done",
              "due": "2026-06-18",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/797"
               }
              ]
             }
            ]
           },
           {
            "name": "Research",
            "items": [
             {
              "title": "Fix search ranking",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-10-18",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/841"
               }
              ]
             },
             {
              "title": "Implement rate limiting",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-07-03",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/875"
               },
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Document the release script",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-08-01",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/5280.png"
                }
               }
              ]
             },
             {
              "title": "Fix the tree view",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-01-23",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/706"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/1604.png"
                }
               }
              ]
             },
             {
              "title": "Design dark mode",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-12-28",
              "tags": [
               "work",
               "design-system"
              ]
             },
             {
              "title": "Design the tree view",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-06-19",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/917"
               }
              ]
             },
             {
              "title": "Investigate pagination",
              "notes": "Customer asked for this in the last review call.",
              "priority": "high",
              "status": "todo",
              "due": "2027-03-04",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/8292.png"
                }
               }
              ]
             },
             {
              "title": "Implement date parsing",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-04-19",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/835"
               },
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Fix the API client",
              "notes": "Blocked on the database upgrade.",
              "priority": "high",
              "status": "doing",
              "due": "2026-06-28",
              "tags": [
               "work",
               "design-system"
              ]
             },
             {
              "title": "Implement caching",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "high",
              "status": "todo",
              "due": "2026-02-11",
              "tags": [
               "work",
               "design-system"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/738"
               }
              ]
             }
            ]
           },
           {
            "name": "Bugs",
            "items": [
             {
              "title": "Investigate the nightly backup",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-05-15",
              "tags": [
               "work",
               "design-system",
               "bug"
              ]
             },
             {
              "title": "Refactor rate limiting",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-06-06",
              "tags": [
               "work",
               "design-system",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/722"
               },
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Refactor the tree view",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-11-09",
              "tags": [
               "work",
               "design-system",
               "bug"
              ]
             },
             {
              "title": "Migrate dark mode",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "high",
              "status": "doing",
              "due": "2026-09-17",
              "tags": [
               "work",
               "design-system",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/378"
               },
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Document error messages",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-11-23",
              "tags": [
               "work",
               "design-system",
               "bug"
              ]
             },
             {
              "title": "Investigate the import job",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-04-10",
              "tags": [
               "work",
               "design-system",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/design-system/issues/211"
               }
              ]
             },
             {
              "title": "Test pagination",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-10-28",
              "tags": [
               "work",
               "design-system",
               "bug"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/5228.png"
                }
               }
              ]
             },
             {
              "title": "Document the CSV export",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "low",
              "status": "todo",
              "due": "2026-05-28",
              "tags": [
               "work",
               "design-system",
               "bug"
              ]
             }
            ]
           }
          ]
         },
         {
          "name": "Onboarding flow",
          "notes": "Onboarding flow: owner Jordan.",
          "children": [
           {
            "name": "Backlog",
            "items": [
             {
              "title": "Migrate the nightly backup",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-12-22",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             },
             {
              "title": "Refactor rate limiting",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "high",
              "status": "todo",
              "due": "2027-07-12",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             },
             {
              "title": "Investigate date parsing",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-02-18",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Implement the CSV export",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-10-15",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             },
             {
              "title": "Implement keyboard shortcuts",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "low",
              "status": "todo",
              "due": "2026-05-10",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/onboarding-flow/issues/425"
               },
               {
                "note": "Rollback plan: revert and redeploy."
               }
              ]
             },
             {
              "title": "Migrate the settings page",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-08-06",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             },
             {
              "title": "Benchmark the settings page",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-02-17",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/onboarding-flow/issues/238"
               }
              ]
             },
             {
              "title": "Remove the API client",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "high",
              "status": "doing",
              "due": "2026-10-09",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             },
             {
              "title": "Fix error messages",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-01-05",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/onboarding-flow/issues/517"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/2603.png"
                }
               },
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Fix keyboard shortcuts",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-06-10",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/onboarding-flow/issues/257"
               }
              ]
             }
            ]
           },
           {
            "name": "In progress",
            "items": [
             {
              "title": "Test pagination",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-09-19",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             },
             {
              "title": "Design rate limiting",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-04-22",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             },
             {
              "title": "Implement pagination",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-02-05",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             },
             {
              "title": "Fix error messages",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-04-01",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             },
             {
              "title": "Investigate the tree view",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-08-26",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/onboarding-flow/issues/640"
               }
              ]
             },
             {
              "title": "Implement the CSV export",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "high",
              "status": "doing",
              "due": "2026-07-05",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/onboarding-flow/issues/849"
               }
              ]
             }
            ]
           },
           {
            "name": "Review",
            "items": [
             {
              "title": "Investigate audit logging",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-01-11",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/9018.png"
                }
               }
              ]
             },
             {
              "title": "Benchmark keyboard shortcuts",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-07-11",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/3017.png"
                }
               }
              ]
             },
             {
              "title": "Refactor the API client",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "high",
              "status": "doing",
              "due": "2027-05-17",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/onboarding-flow/issues/651"
               }
              ]
             },
             {
              "title": "Migrate keyboard shortcuts",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "high",
              "status": "doing",
              "due": "2026-07-04",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             },
             {
              "title": "Test error messages",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-04-08",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             },
             {
              "title": "Implement the tree view",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-07-20",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/onboarding-flow/issues/115"
               }
              ]
             },
             {
              "title": "Remove the settings page",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "high",
              "status": "doing",
              "due": "2026-03-21",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/onboarding-flow/issues/977"
               },
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Implement notifications",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-01-19",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/onboarding-flow/issues/478"
               }
              ]
             },
             {
              "title": "Test the tree view",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-05-05",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             },
             {
              "title": "Implement the import job",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-01-12",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             },
             {
              "title": "Benchmark the release script",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "low",
              "status": "doing",
              "due": "2027-11-12",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Remove the release script",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-07-01",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             }
            ]
           },
           {
            "name": "Done",
            "items": [
             {
              "title": "Implement keyboard shortcuts",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "done",
              "due": "2026-02-20",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             },
             {
              "title": "Fix the release script",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "high",
              "status": "done",
              "due": "2026-04-06",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/onboarding-flow/issues/247"
               }
              ]
             },
             {
              "title": "Refactor audit logging",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "high",
              "status": "done",
              "due": "2026-10-18",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             },
             {
              "title": "Document the import job",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "high",
              "status": "done",
              "due": "2026-07-14",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Refactor date parsing",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "high",
              "status": "done",
              "due": "2026-08-26",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/onboarding-flow/issues/194"
               }
              ]
             },
             {
              "title": "Investigate the login form",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "low",
              "status": "done",
              "due": "2026-04-19",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Design search ranking",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "done",
              "due": "2026-10-04",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             },
             {
              "title": "Benchmark dark mode",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "done",
              "due": "2026-07-26",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             },
             {
              "title": "Investigate the release script",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "high",
              "status": "done",
              "due": "2026-03-03",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/9094.png"
                }
               },
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             }
            ]
           },
           {
            "name": "Research",
            "items": [
             {
              "title": "Design notifications",
              "notes": "Customer asked for this in the last review call.",
              "priority": "low",
              "status": "todo",
              "due": "2026-05-18",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             },
             {
              "title": "Remove the release script",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-08-23",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/onboarding-flow/issues/328"
               }
              ]
             },
             {
              "title": "Migrate notifications",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-02-03",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Fix notifications",
              "notes": "Blocked on the database upgrade.",
              "priority": "low",
              "status": "doing",
              "due": "2026-01-13",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             },
             {
              "title": "Remove pagination",
              "notes": "Customer asked for this in the last review call.",
              "priority": "high",
              "status": "todo",
              "due": "2026-04-12",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/onboarding-flow/issues/638"
               },
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Document the release script",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-01-02",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/onboarding-flow/issues/104"
               }
              ]
             },
             {
              "title": "Implement caching",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "low",
              "status": "todo",
              "due": "2027-08-12",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             },
             {
              "title": "Remove the API client",
              "notes": "Blocked on the database upgrade.",
              "priority": "high",
              "status": "doing",
              "due": "2027-08-11",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             },
             {
              "title": "Refactor the release script",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "low",
              "status": "todo",
              "due": "2026-09-14",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/onboarding-flow/issues/448"
               },
               {
                "note": "Rollback plan: revert and redeploy."
               }
              ]
             },
             {
              "title": "Design the import job",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-07-28",
              "tags": [
               "work",
               "onboarding-flow"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/onboarding-flow/issues/498"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/9705.png"
                }
               }
              ]
             },
             {
              "title": "Fix dark mode",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "low",
              "status": "doing",
              "due": "2027-03-17",
              "tags": [
               "work",
               "onboarding-flow"
              ]
             }
            ]
           },
           {
            "name": "Bugs",
            "items": [
             {
              "title": "Investigate the CSV export",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "high",
              "status": "todo",
              "due": "2026-11-05",
              "tags": [
               "work",
               "onboarding-flow",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/onboarding-flow/issues/449"
               }
              ]
             },
             {
              "title": "Design search ranking",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-12-15",
              "tags": [
               "work",
               "onboarding-flow",
               "bug"
              ]
             },
             {
              "title": "Refactor pagination",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "low",
              "status": "doing",
              "due": "2026-02-03",
              "tags": [
               "work",
               "onboarding-flow",
               "bug"
              ]
             },
             {
              "title": "Fix the nightly backup",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-04-02",
              "tags": [
               "work",
               "onboarding-flow",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/onboarding-flow/issues/984"
               }
              ]
             },
             {
              "title": "Remove audit logging",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-11-28",
              "tags": [
               "work",
               "onboarding-flow",
               "bug"
              ]
             },
             {
              "title": "Design the settings page",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-04-16",
              "tags": [
               "work",
               "onboarding-flow",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/onboarding-flow/issues/621"
               }
              ]
             }
            ]
           }
          ]
         },
         {
          "name": "Analytics pipeline",
          "notes": "Analytics pipeline: owner Mei.",
          "children": [
           {
            "name": "Backlog",
            "items": [
             {
              "title": "Implement the release script",
              "notes": "Blocked on the database upgrade.",
              "priority": "low",
              "status": "todo",
              "due": "2026-08-06",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/327"
               }
              ]
             },
             {
              "title": "Migrate rate limiting",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-06-05",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/310"
               }
              ]
             },
             {
              "title": "Refactor keyboard shortcuts",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-11-01",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/119"
               }
              ]
             },
             {
              "title": "Fix notifications",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "high",
              "status": "todo",
              "due": "2026-09-15",
              "tags": [
               "work",
               "analytics-pipeline"
              ]
             },
             {
              "title": "Fix the login form",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "low",
              "status": "doing",
              "due": "2026-09-03",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/654"
               }
              ]
             },
             {
              "title": "Document the nightly backup",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-07-09",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/8279.png"
                }
               }
              ]
             },
             {
              "title": "Refactor the tree view",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-09-06",
              "tags": [
               "work",
               "analytics-pipeline"
              ]
             },
             {
              "title": "Investigate rate limiting",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-08-18",
              "tags": [
               "work",
               "analytics-pipeline"
              ]
             },
             {
              "title": "Document the CSV export",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-11-03",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/178"
               }
              ]
             },
             {
              "title": "Fix audit logging",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "high",
              "status": "todo",
              "due": "2026-06-08",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/196"
               }
              ]
             }
            ]
           },
           {
            "name": "In progress",
            "items": [
             {
              "title": "Migrate dark mode",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "high",
              "status": "doing",
              "due": "2027-03-25",
              "tags": [
               "work",
               "analytics-pipeline"
              ]
             },
             {
              "title": "Implement the nightly backup",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "low",
              "status": "doing",
              "due": "2026-04-24",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/682"
               }
              ]
             },
             {
              "title": "Design date parsing",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-05-23",
              "tags": [
               "work",
               "analytics-pipeline"
              ]
             },
             {
              "title": "Implement the API client",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "low",
              "status": "doing",
              "due": "2026-08-16",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/126"
               },
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Fix the settings page",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-10-05",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/456"
               }
              ]
             },
             {
              "title": "Implement the release script",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-12-14",
              "tags": [
               "work",
               "analytics-pipeline"
              ]
             },
             {
              "title": "Remove the login form",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-03-19",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/311"
               }
              ]
             },
             {
              "title": "Remove audit logging",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-01-24",
              "tags": [
               "work",
               "analytics-pipeline"
              ]
             },
             {
              "title": "Migrate the import job",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "high",
              "status": "doing",
              "due": "2026-04-09",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/758"
               }
              ]
             },
             {
              "title": "Document the CSV export",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "high",
              "status": "doing",
              "due": "2026-02-14",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/598"
               }
              ]
             },
             {
              "title": "Refactor the import job",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-08-12",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/9064.png"
                }
               }
              ]
             }
            ]
           },
           {
            "name": "Review",
            "items": [
             {
              "title": "Design error messages",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-03-08",
              "tags": [
               "work",
               "analytics-pipeline"
              ]
             },
             {
              "title": "Refactor the API client",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "low",
              "status": "doing",
              "due": "2027-10-10",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/369"
               }
              ]
             },
             {
              "title": "Refactor pagination",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-09-19",
              "tags": [
               "work",
               "analytics-pipeline"
              ]
             },
             {
              "title": "Investigate notifications",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "low",
              "status": "doing",
              "due": "2026-06-15",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/835"
               }
              ]
             },
             {
              "title": "Document the tree view",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-04-17",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/362"
               }
              ]
             },
             {
              "title": "Design the settings page",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "low",
              "status": "doing",
              "due": "2026-05-13",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/431"
               }
              ]
             },
             {
              "title": "Remove notifications",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-02-08",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/185"
               }
              ]
             }
            ]
           },
           {
            "name": "Done",
            "items": [
             {
              "title": "Test the import job",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "high",
              "status": "done",
              "due": "2027-12-02",
              "tags": [
               "work",
               "analytics-pipeline"
              ]
             },
             {
              "title": "Investigate the release script",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "done",
              "due": "2027-02-04",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/864"
               }
              ]
             },
             {
              "title": "Fix dark mode",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "done",
              "due": "2026-02-21",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/709"
               }
              ]
             },
             {
              "title": "Document notifications",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "done",
              "due": "2026-01-03",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/808"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/3197.png"
                }
               }
              ]
             },
             {
              "title": "Refactor rate limiting",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "high",
              "status": "done",
              "due": "2027-01-06",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/6510.png"
                }
               }
              ]
             }
            ]
           },
           {
            "name": "Research",
            "items": [
             {
              "title": "Remove date parsing",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-12-26",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/327"
               },
               {
                "note": "Rollback plan: revert and redeploy."
               }
              ]
             },
             {
              "title": "Migrate the tree view",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-01-12",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/133"
               }
              ]
             },
             {
              "title": "Design the tree view",
              "notes": "Customer asked for this in the last review call.",
              "priority": "high",
              "status": "todo",
              "due": "2027-03-01",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/696"
               }
              ]
             },
             {
              "title": "Refactor dark mode",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "high",
              "status": "todo",
              "due": "2026-05-05",
              "tags": [
               "work",
               "analytics-pipeline"
              ]
             },
             {
              "title": "Implement the release script",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-05-22",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/932"
               }
              ]
             },
             {
              "title": "Document the nightly backup",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-08-09",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Investigate the tree view",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-04-17",
              "tags": [
               "work",
               "analytics-pipeline"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/191"
               }
              ]
             },
             {
              "title": "Implement the nightly backup",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-09-12",
              "tags": [
               "work",
               "analytics-pipeline"
              ]
             }
            ]
           },
           {
            "name": "Bugs",
            "items": [
             {
              "title": "Design pagination",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-08-12",
              "tags": [
               "work",
               "analytics-pipeline",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/429"
               },
               {
                "note": "Rollback plan: revert and redeploy."
               }
              ]
             },
             {
              "title": "Investigate the import job",
              "notes": "Customer asked for this in the last review call.",
              "priority": "low",
              "status": "todo",
              "due": "2026-08-17",
              "tags": [
               "work",
               "analytics-pipeline",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/817"
               },
               {
                "note": "Rollback plan: revert and redeploy."
               }
              ]
             },
             {
              "title": "Remove error messages",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "low",
              "status": "todo",
              "due": "2026-12-27",
              "tags": [
               "work",
               "analytics-pipeline",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/794"
               }
              ]
             },
             {
              "title": "Refactor the API client",
              "notes": "Customer asked for this in the last review call.",
              "priority": "high",
              "status": "todo",
              "due": "2026-02-03",
              "tags": [
               "work",
               "analytics-pipeline",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/analytics-pipeline/issues/247"
               }
              ]
             },
             {
              "title": "Remove the API client",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-12-02",
              "tags": [
               "work",
               "analytics-pipeline",
               "bug"
              ]
             }
            ]
           }
          ]
         },
         {
          "name": "Security audit",
          "notes": "Security audit: owner Priya.",
          "children": [
           {
            "name": "Backlog",
            "items": [
             {
              "title": "Fix the release script",
              "notes": "Customer asked for this in the last review call.",
              "priority": "high",
              "status": "doing",
              "due": "2027-03-16",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Test rate limiting",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-12-18",
              "tags": [
               "work",
               "security-audit"
              ]
             },
             {
              "title": "Investigate the settings page",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-05-25",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/773"
               }
              ]
             },
             {
              "title": "Fix the import job",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-07-16",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/990"
               }
              ]
             },
             {
              "title": "Migrate the settings page",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-09-27",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/6077.png"
                }
               }
              ]
             },
             {
              "title": "Design error messages",
              "notes": "Customer asked for this in the last review call.",
              "priority": "low",
              "status": "todo",
              "due": "2026-05-17",
              "tags": [
               "work",
               "security-audit"
              ]
             }
            ]
           },
           {
            "name": "In progress",
            "items": [
             {
              "title": "Investigate notifications",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "high",
              "status": "doing",
              "due": "2027-05-10",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/924"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/3593.png"
                }
               }
              ]
             },
             {
              "title": "Document rate limiting",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-05-16",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/470"
               }
              ]
             },
             {
              "title": "Migrate audit logging",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-05-27",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/466"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/3396.png"
                }
               }
              ]
             },
             {
              "title": "Implement dark mode",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "low",
              "status": "doing",
              "due": "2027-09-07",
              "tags": [
               "work",
               "security-audit"
              ]
             },
             {
              "title": "Fix keyboard shortcuts",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "high",
              "status": "doing",
              "due": "2026-01-24",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/613"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/8596.png"
                }
               }
              ]
             },
             {
              "title": "Document the import job",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "low",
              "status": "doing",
              "due": "2027-06-07",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/535"
               }
              ]
             },
             {
              "title": "Migrate the import job",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-10-21",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/837"
               }
              ]
             },
             {
              "title": "Implement dark mode",
              "notes": "Blocked on the database upgrade.",
              "priority": "high",
              "status": "doing",
              "due": "2026-12-07",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/986"
               }
              ]
             },
             {
              "title": "Design the release script",
              "notes": "Blocked on the database upgrade.",
              "priority": "low",
              "status": "doing",
              "due": "2026-08-18",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/8886.png"
                }
               }
              ]
             },
             {
              "title": "Implement pagination",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-09-07",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/179"
               },
               {
                "note": "Affects v2 only."
               }
              ]
             }
            ]
           },
           {
            "name": "Review",
            "items": [
             {
              "title": "Migrate rate limiting",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "low",
              "status": "doing",
              "due": "2026-07-02",
              "tags": [
               "work",
               "security-audit"
              ]
             },
             {
              "title": "Benchmark error messages",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-02-25",
              "tags": [
               "work",
               "security-audit"
              ]
             },
             {
              "title": "Benchmark date parsing",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-09-12",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/633"
               },
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Test pagination",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "high",
              "status": "doing",
              "due": "2026-04-11",
              "tags": [
               "work",
               "security-audit"
              ]
             },
             {
              "title": "Migrate caching",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "high",
              "status": "doing",
              "due": "2026-04-15",
              "tags": [
               "work",
               "security-audit"
              ]
             },
             {
              "title": "Migrate keyboard shortcuts",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-11-25",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/402"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/3403.png"
                }
               }
              ]
             },
             {
              "title": "Document the CSV export",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "low",
              "status": "doing",
              "due": "2027-05-03",
              "tags": [
               "work",
               "security-audit"
              ]
             },
             {
              "title": "Design date parsing",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "low",
              "status": "doing",
              "due": "2026-11-03",
              "tags": [
               "work",
               "security-audit"
              ]
             },
             {
              "title": "Benchmark the import job",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-09-08",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/625"
               },
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Design the settings page",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "doing",
              "due": "2027-05-20",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/232"
               }
              ]
             },
             {
              "title": "Benchmark error messages",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-05-28",
              "tags": [
               "work",
               "security-audit"
              ]
             },
             {
              "title": "Remove the nightly backup",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-01-03",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/176"
               }
              ]
             }
            ]
           },
           {
            "name": "Done",
            "items": [
             {
              "title": "Migrate search ranking",
              "notes": "Customer asked for this in the last review call.",
              "priority": "low",
              "status": "done",
              "due": "2026-01-17",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/412"
               },
               {
                "note": "Ask Priya about the edge case."
               }
              ]
             },
             {
              "title": "Migrate notifications",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "high",
              "status": "done",
              "due": "2027-01-14",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/584"
               }
              ]
             },
             {
              "title": "Migrate pagination",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "done",
              "due": "2026-11-27",
              "tags": [
               "work",
               "security-audit"
              ]
             },
             {
              "title": "Remove pagination",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "done",
              "due": "2026-07-01",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/3665.png"
                }
               }
              ]
             },
             {
              "title": "Document caching",
              "notes": "Customer asked for this in the last review call.",
              "priority": "normal",
              "status": "done",
              "due": "2026-08-03",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/9008.png"
                }
               }
              ]
             },
             {
              "title": "Fix the tree view",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "high",
              "status": "done",
              "due": "2026-12-16",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Fix date parsing",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "done",
              "due": "2027-10-08",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/144"
               }
              ]
             },
             {
              "title": "Design pagination",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "high",
              "status": "done",
              "due": "2026-10-26",
              "tags": [
               "work",
               "security-audit"
              ]
             },
             {
              "title": "Design the tree view",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "normal",
              "status": "done",
              "due": "2026-01-08",
              "tags": [
               "work",
               "security-audit"
              ]
             },
             {
              "title": "Remove caching",
              "notes": "Blocked on the database upgrade.",
              "priority": "high",
              "status": "done",
              "due": "2026-09-12",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/704"
               },
               {
                "note": "Affects v2 only."
               }
              ]
             },
             {
              "title": "Fix the release script",
              "notes": "Customer asked for this in the last review call.",
              "priority": "low",
              "status": "done",
              "due": "2026-11-25",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/521"
               }
              ]
             },
             {
              "title": "Migrate notifications",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "normal",
              "status": "done",
              "due": "2027-03-12",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/724"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/9834.png"
                }
               }
              ]
             }
            ]
           },
           {
            "name": "Research",
            "items": [
             {
              "title": "Design error messages",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-07-10",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/443"
               }
              ]
             },
             {
              "title": "Benchmark the login form",
              "notes": "Customer asked for this in the last review call.",
              "priority": "low",
              "status": "todo",
              "due": "2027-12-16",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/998"
               }
              ]
             },
             {
              "title": "Document keyboard shortcuts",
              "notes": "Measure before and after; target p95 under 100 ms.",
              "priority": "low",
              "status": "todo",
              "due": "2026-06-05",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "note": "Rollback plan: revert and redeploy."
               }
              ]
             },
             {
              "title": "Migrate error messages",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "high",
              "status": "doing",
              "due": "2026-04-15",
              "tags": [
               "work",
               "security-audit"
              ]
             },
             {
              "title": "Document caching",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "high",
              "status": "todo",
              "due": "2026-09-24",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/2453.png"
                }
               }
              ]
             },
             {
              "title": "Investigate audit logging",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-07-02",
              "tags": [
               "work",
               "security-audit"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/187"
               }
              ]
             },
             {
              "title": "Design audit logging",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "high",
              "status": "todo",
              "due": "2026-08-03",
              "tags": [
               "work",
               "security-audit"
              ]
             },
             {
              "title": "Investigate the settings page",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "low",
              "status": "doing",
              "due": "2027-06-18",
              "tags": [
               "work",
               "security-audit"
              ]
             }
            ]
           },
           {
            "name": "Bugs",
            "items": [
             {
              "title": "Document the import job",
              "notes": "Reported by support; happens only with large accounts.",
              "priority": "normal",
              "status": "todo",
              "due": "2027-02-07",
              "tags": [
               "work",
               "security-audit",
               "bug"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/4171.png"
                }
               }
              ]
             },
             {
              "title": "Test the import job",
              "notes": "Split into smaller tickets once scoped.",
              "priority": "low",
              "status": "doing",
              "due": "2026-03-16",
              "tags": [
               "work",
               "security-audit",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/554"
               }
              ]
             },
             {
              "title": "Document audit logging",
              "notes": "Blocked on the database upgrade.",
              "priority": "normal",
              "status": "todo",
              "due": "2026-02-25",
              "tags": [
               "work",
               "security-audit",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/428"
               },
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/4212.png"
                }
               }
              ]
             },
             {
              "title": "Remove keyboard shortcuts",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "high",
              "status": "todo",
              "due": "2027-07-19",
              "tags": [
               "work",
               "security-audit",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/393"
               }
              ]
             },
             {
              "title": "Refactor error messages",
              "notes": "Repro: open the page, press Enter twice, watch the console.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-06-01",
              "tags": [
               "work",
               "security-audit",
               "bug"
              ],
              "attachments": [
               {
                "link": "https://git.example.com/security-audit/issues/870"
               },
               {
                "note": "Check with legal first."
               }
              ]
             },
             {
              "title": "Migrate notifications",
              "notes": "See the design doc. Needs sign-off from product.",
              "priority": "normal",
              "status": "doing",
              "due": "2026-08-07",
              "tags": [
               "work",
               "security-audit",
               "bug"
              ]
             },
             {
              "title": "Document the API client",
              "notes": "Pairing with Sam on Thursday.",
              "priority": "low",
              "status": "todo",
              "due": "2027-11-27",
              "tags": [
               "work",
               "security-audit",
               "bug"
              ],
              "attachments": [
               {
                "image": {
                 "caption": "Screenshot",
                 "url": "https://files.example.com/screens/5405.png"
                }
               }
              ]
             }
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "Meetings",
        "children": [
         {
          "name": "2024",
          "children": [
           {
            "name": "2024-01",
            "items": [
             {
              "title": "Design review 2024-01-10",
              "notes": "Notes: customer escalation; need more tests; agreed to ship Friday.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2024-01-16",
              "notes": "Notes: hiring update; incident review; customer escalation.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2024-01-17",
              "notes": "Notes: agreed to ship Friday; moved the launch; demo went well.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2024-01-22",
              "notes": "Notes: agreed to ship Friday; budget approved; need more tests.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2024-01-23",
              "notes": "Notes: hiring update; demo went well; incident review.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2024-01-26",
              "notes": "Notes: customer escalation; budget approved; hiring update.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2024-02",
            "items": [
             {
              "title": "Weekly sync 2024-02-06",
              "notes": "Notes: customer escalation; hiring update; new OKRs.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2024-02-09",
              "notes": "Notes: need more tests; incident review; budget approved.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2024-02-11",
              "notes": "Notes: need more tests; agreed to ship Friday; customer escalation.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2024-02-23",
              "notes": "Notes: need more tests; hiring update; agreed to ship Friday.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2024-02-25",
              "notes": "Notes: demo went well; hiring update; need more tests.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2024-02-28",
              "notes": "Notes: new OKRs; need more tests; customer escalation.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2024-03",
            "items": [
             {
              "title": "All hands 2024-03-01",
              "notes": "Notes: incident review; demo went well; agreed to ship Friday.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2024-03-03",
              "notes": "Notes: customer escalation; budget approved; demo went well.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2024-03-04",
              "notes": "Notes: moved the launch; agreed to ship Friday; demo went well.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2024-03-12",
              "notes": "Notes: budget approved; new OKRs; moved the launch.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2024-03-22",
              "notes": "Notes: need more tests; hiring update; moved the launch.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2024-03-26",
              "notes": "Notes: need more tests; moved the launch; agreed to ship Friday.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2024-04",
            "items": [
             {
              "title": "All hands 2024-04-02",
              "notes": "Notes: hiring update; new OKRs; need more tests.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2024-04-04",
              "notes": "Notes: agreed to ship Friday; demo went well; incident review.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2024-04-05",
              "notes": "Notes: incident review; customer escalation; new OKRs.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2024-04-09",
              "notes": "Notes: moved the launch; hiring update; new OKRs.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2024-04-15",
              "notes": "Notes: moved the launch; incident review; need more tests.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2024-04-22",
              "notes": "Notes: new OKRs; moved the launch; agreed to ship Friday.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2024-05",
            "items": [
             {
              "title": "Planning 2024-05-09",
              "notes": "Notes: customer escalation; need more tests; hiring update.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2024-05-11",
              "notes": "Notes: hiring update; moved the launch; incident review.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2024-05-13",
              "notes": "Notes: hiring update; new OKRs; agreed to ship Friday.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2024-05-15",
              "notes": "Notes: incident review; customer escalation; budget approved.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2024-05-19",
              "notes": "Notes: budget approved; agreed to ship Friday; incident review.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2024-05-20",
              "notes": "Notes: hiring update; moved the launch; incident review.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2024-06",
            "items": [
             {
              "title": "Weekly sync 2024-06-03",
              "notes": "Notes: need more tests; budget approved; new OKRs.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2024-06-04",
              "notes": "Notes: moved the launch; demo went well; agreed to ship Friday.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2024-06-05",
              "notes": "Notes: moved the launch; new OKRs; customer escalation.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2024-06-20",
              "notes": "Notes: agreed to ship Friday; moved the launch; budget approved.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2024-06-23",
              "notes": "Notes: incident review; need more tests; moved the launch.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2024-06-26",
              "notes": "Notes: budget approved; demo went well; need more tests.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2024-07",
            "items": [
             {
              "title": "Design review 2024-07-02",
              "notes": "Notes: need more tests; incident review; hiring update.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2024-07-06",
              "notes": "Notes: budget approved; need more tests; agreed to ship Friday.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2024-07-07",
              "notes": "Notes: hiring update; budget approved; incident review.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2024-07-11",
              "notes": "Notes: agreed to ship Friday; need more tests; incident review.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2024-07-17",
              "notes": "Notes: customer escalation; agreed to ship Friday; demo went well.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2024-07-20",
              "notes": "Notes: demo went well; moved the launch; new OKRs.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2024-08",
            "items": [
             {
              "title": "Retro 2024-08-07",
              "notes": "Notes: need more tests; budget approved; new OKRs.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2024-08-10",
              "notes": "Notes: customer escalation; new OKRs; moved the launch.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2024-08-11",
              "notes": "Notes: customer escalation; moved the launch; demo went well.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2024-08-12",
              "notes": "Notes: hiring update; need more tests; demo went well.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2024-08-14",
              "notes": "Notes: need more tests; new OKRs; hiring update.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2024-08-16",
              "notes": "Notes: demo went well; customer escalation; incident review.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2024-09",
            "items": [
             {
              "title": "Retro 2024-09-01",
              "notes": "Notes: new OKRs; hiring update; customer escalation.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2024-09-02",
              "notes": "Notes: hiring update; demo went well; moved the launch.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2024-09-05",
              "notes": "Notes: agreed to ship Friday; new OKRs; hiring update.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2024-09-06",
              "notes": "Notes: incident review; customer escalation; moved the launch.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2024-09-07",
              "notes": "Notes: agreed to ship Friday; customer escalation; incident review.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2024-09-12",
              "notes": "Notes: moved the launch; incident review; demo went well.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2024-10",
            "items": [
             {
              "title": "Weekly sync 2024-10-05",
              "notes": "Notes: budget approved; hiring update; moved the launch.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2024-10-19",
              "notes": "Notes: moved the launch; agreed to ship Friday; demo went well.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2024-10-20",
              "notes": "Notes: moved the launch; budget approved; customer escalation.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2024-10-21",
              "notes": "Notes: moved the launch; incident review; customer escalation.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2024-10-24",
              "notes": "Notes: hiring update; moved the launch; budget approved.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2024-10-28",
              "notes": "Notes: moved the launch; agreed to ship Friday; incident review.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2024-11",
            "items": [
             {
              "title": "Design review 2024-11-02",
              "notes": "Notes: hiring update; budget approved; need more tests.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2024-11-04",
              "notes": "Notes: budget approved; moved the launch; need more tests.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2024-11-11",
              "notes": "Notes: agreed to ship Friday; need more tests; new OKRs.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2024-11-24",
              "notes": "Notes: customer escalation; agreed to ship Friday; moved the launch.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2024-11-25",
              "notes": "Notes: need more tests; new OKRs; customer escalation.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2024-11-26",
              "notes": "Notes: hiring update; new OKRs; incident review.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2024-12",
            "items": [
             {
              "title": "1:1 with Alex 2024-12-14",
              "notes": "Notes: agreed to ship Friday; budget approved; incident review.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2024-12-15",
              "notes": "Notes: budget approved; new OKRs; demo went well.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2024-12-17",
              "notes": "Notes: budget approved; incident review; demo went well.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2024-12-21",
              "notes": "Notes: need more tests; budget approved; demo went well.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2024-12-24",
              "notes": "Notes: moved the launch; budget approved; new OKRs.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2024-12-28",
              "notes": "Notes: need more tests; hiring update; new OKRs.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           }
          ]
         },
         {
          "name": "2025",
          "children": [
           {
            "name": "2025-01",
            "items": [
             {
              "title": "Design review 2025-01-01",
              "notes": "Notes: hiring update; demo went well; need more tests.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2025-01-03",
              "notes": "Notes: hiring update; customer escalation; demo went well.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2025-01-04",
              "notes": "Notes: hiring update; budget approved; agreed to ship Friday.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2025-01-12",
              "notes": "Notes: incident review; need more tests; demo went well.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2025-01-16",
              "notes": "Notes: demo went well; moved the launch; hiring update.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2025-01-21",
              "notes": "Notes: new OKRs; moved the launch; hiring update.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2025-02",
            "items": [
             {
              "title": "Weekly sync 2025-02-03",
              "notes": "Notes: customer escalation; new OKRs; incident review.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2025-02-17",
              "notes": "Notes: hiring update; budget approved; demo went well.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2025-02-19",
              "notes": "Notes: new OKRs; hiring update; budget approved.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2025-02-22",
              "notes": "Notes: agreed to ship Friday; moved the launch; budget approved.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2025-02-24",
              "notes": "Notes: moved the launch; hiring update; demo went well.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2025-02-26",
              "notes": "Notes: incident review; new OKRs; customer escalation.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2025-03",
            "items": [
             {
              "title": "1:1 with Alex 2025-03-01",
              "notes": "Notes: agreed to ship Friday; moved the launch; incident review.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2025-03-04",
              "notes": "Notes: new OKRs; agreed to ship Friday; incident review.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2025-03-07",
              "notes": "Notes: moved the launch; agreed to ship Friday; demo went well.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2025-03-17",
              "notes": "Notes: budget approved; new OKRs; hiring update.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2025-03-22",
              "notes": "Notes: need more tests; incident review; new OKRs.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2025-03-25",
              "notes": "Notes: customer escalation; demo went well; agreed to ship Friday.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2025-04",
            "items": [
             {
              "title": "Design review 2025-04-03",
              "notes": "Notes: incident review; demo went well; new OKRs.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2025-04-04",
              "notes": "Notes: agreed to ship Friday; budget approved; moved the launch.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2025-04-05",
              "notes": "Notes: agreed to ship Friday; budget approved; moved the launch.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2025-04-13",
              "notes": "Notes: moved the launch; agreed to ship Friday; need more tests.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2025-04-14",
              "notes": "Notes: moved the launch; need more tests; demo went well.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2025-04-28",
              "notes": "Notes: budget approved; new OKRs; demo went well.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2025-05",
            "items": [
             {
              "title": "Design review 2025-05-01",
              "notes": "Notes: customer escalation; demo went well; moved the launch.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2025-05-03",
              "notes": "Notes: budget approved; incident review; moved the launch.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2025-05-05",
              "notes": "Notes: need more tests; demo went well; budget approved.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2025-05-13",
              "notes": "Notes: budget approved; moved the launch; incident review.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2025-05-17",
              "notes": "Notes: need more tests; new OKRs; incident review.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2025-05-27",
              "notes": "Notes: need more tests; customer escalation; moved the launch.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2025-06",
            "items": [
             {
              "title": "Retro 2025-06-02",
              "notes": "Notes: incident review; demo went well; new OKRs.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2025-06-07",
              "notes": "Notes: customer escalation; new OKRs; budget approved.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2025-06-10",
              "notes": "Notes: customer escalation; new OKRs; moved the launch.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2025-06-13",
              "notes": "Notes: demo went well; new OKRs; need more tests.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2025-06-19",
              "notes": "Notes: budget approved; hiring update; incident review.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2025-06-21",
              "notes": "Notes: agreed to ship Friday; moved the launch; need more tests.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2025-07",
            "items": [
             {
              "title": "Retro 2025-07-02",
              "notes": "Notes: budget approved; customer escalation; moved the launch.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2025-07-05",
              "notes": "Notes: customer escalation; moved the launch; budget approved.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2025-07-12",
              "notes": "Notes: agreed to ship Friday; new OKRs; budget approved.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2025-07-14",
              "notes": "Notes: new OKRs; budget approved; hiring update.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2025-07-20",
              "notes": "Notes: new OKRs; need more tests; hiring update.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2025-07-23",
              "notes": "Notes: demo went well; budget approved; customer escalation.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2025-08",
            "items": [
             {
              "title": "All hands 2025-08-04",
              "notes": "Notes: demo went well; need more tests; agreed to ship Friday.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2025-08-15",
              "notes": "Notes: new OKRs; hiring update; incident review.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2025-08-16",
              "notes": "Notes: budget approved; incident review; customer escalation.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2025-08-20",
              "notes": "Notes: hiring update; incident review; demo went well.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2025-08-21",
              "notes": "Notes: new OKRs; agreed to ship Friday; moved the launch.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2025-08-22",
              "notes": "Notes: new OKRs; moved the launch; need more tests.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2025-09",
            "items": [
             {
              "title": "Planning 2025-09-02",
              "notes": "Notes: hiring update; moved the launch; budget approved.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2025-09-08",
              "notes": "Notes: hiring update; moved the launch; customer escalation.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2025-09-14",
              "notes": "Notes: need more tests; agreed to ship Friday; moved the launch.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2025-09-16",
              "notes": "Notes: incident review; budget approved; hiring update.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2025-09-25",
              "notes": "Notes: customer escalation; budget approved; incident review.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2025-09-26",
              "notes": "Notes: agreed to ship Friday; customer escalation; budget approved.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2025-10",
            "items": [
             {
              "title": "Weekly sync 2025-10-01",
              "notes": "Notes: incident review; budget approved; customer escalation.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2025-10-05",
              "notes": "Notes: new OKRs; customer escalation; agreed to ship Friday.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2025-10-06",
              "notes": "Notes: moved the launch; agreed to ship Friday; new OKRs.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2025-10-14",
              "notes": "Notes: budget approved; agreed to ship Friday; incident review.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2025-10-20",
              "notes": "Notes: hiring update; moved the launch; incident review.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2025-10-24",
              "notes": "Notes: need more tests; moved the launch; agreed to ship Friday.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2025-11",
            "items": [
             {
              "title": "Design review 2025-11-04",
              "notes": "Notes: customer escalation; demo went well; hiring update.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2025-11-09",
              "notes": "Notes: demo went well; budget approved; hiring update.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2025-11-11",
              "notes": "Notes: demo went well; incident review; customer escalation.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2025-11-12",
              "notes": "Notes: agreed to ship Friday; hiring update; new OKRs.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2025-11-15",
              "notes": "Notes: new OKRs; need more tests; agreed to ship Friday.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2025-11-27",
              "notes": "Notes: hiring update; need more tests; moved the launch.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2025-12",
            "items": [
             {
              "title": "Design review 2025-12-05",
              "notes": "Notes: customer escalation; incident review; agreed to ship Friday.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2025-12-09",
              "notes": "Notes: customer escalation; moved the launch; budget approved.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2025-12-13",
              "notes": "Notes: hiring update; customer escalation; agreed to ship Friday.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2025-12-17",
              "notes": "Notes: incident review; hiring update; moved the launch.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2025-12-21",
              "notes": "Notes: agreed to ship Friday; need more tests; customer escalation.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2025-12-22",
              "notes": "Notes: moved the launch; demo went well; new OKRs.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           }
          ]
         },
         {
          "name": "2026",
          "children": [
           {
            "name": "2026-01",
            "items": [
             {
              "title": "All hands 2026-01-05",
              "notes": "Notes: demo went well; moved the launch; need more tests.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2026-01-08",
              "notes": "Notes: incident review; demo went well; need more tests.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2026-01-11",
              "notes": "Notes: customer escalation; budget approved; demo went well.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2026-01-17",
              "notes": "Notes: customer escalation; agreed to ship Friday; new OKRs.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2026-01-18",
              "notes": "Notes: new OKRs; demo went well; hiring update.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2026-01-21",
              "notes": "Notes: hiring update; need more tests; budget approved.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2026-02",
            "items": [
             {
              "title": "1:1 with Alex 2026-02-10",
              "notes": "Notes: hiring update; new OKRs; moved the launch.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2026-02-13",
              "notes": "Notes: hiring update; demo went well; agreed to ship Friday.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2026-02-20",
              "notes": "Notes: moved the launch; incident review; customer escalation.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2026-02-21",
              "notes": "Notes: new OKRs; agreed to ship Friday; need more tests.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2026-02-25",
              "notes": "Notes: new OKRs; hiring update; moved the launch.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2026-02-26",
              "notes": "Notes: hiring update; incident review; need more tests.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2026-03",
            "items": [
             {
              "title": "All hands 2026-03-05",
              "notes": "Notes: moved the launch; demo went well; new OKRs.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2026-03-09",
              "notes": "Notes: incident review; demo went well; hiring update.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2026-03-11",
              "notes": "Notes: need more tests; agreed to ship Friday; budget approved.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2026-03-17",
              "notes": "Notes: need more tests; customer escalation; hiring update.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2026-03-20",
              "notes": "Notes: need more tests; budget approved; new OKRs.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2026-03-23",
              "notes": "Notes: incident review; customer escalation; budget approved.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2026-04",
            "items": [
             {
              "title": "Retro 2026-04-02",
              "notes": "Notes: hiring update; demo went well; moved the launch.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2026-04-03",
              "notes": "Notes: demo went well; hiring update; incident review.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2026-04-10",
              "notes": "Notes: customer escalation; moved the launch; new OKRs.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2026-04-16",
              "notes": "Notes: moved the launch; demo went well; hiring update.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2026-04-19",
              "notes": "Notes: hiring update; demo went well; moved the launch.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2026-04-28",
              "notes": "Notes: moved the launch; demo went well; new OKRs.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2026-05",
            "items": [
             {
              "title": "Planning 2026-05-01",
              "notes": "Notes: hiring update; agreed to ship Friday; demo went well.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2026-05-05",
              "notes": "Notes: incident review; agreed to ship Friday; need more tests.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2026-05-10",
              "notes": "Notes: new OKRs; agreed to ship Friday; hiring update.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2026-05-16",
              "notes": "Notes: incident review; new OKRs; customer escalation.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2026-05-20",
              "notes": "Notes: demo went well; new OKRs; customer escalation.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2026-05-26",
              "notes": "Notes: demo went well; need more tests; budget approved.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2026-06",
            "items": [
             {
              "title": "1:1 with Alex 2026-06-04",
              "notes": "Notes: incident review; demo went well; new OKRs.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2026-06-05",
              "notes": "Notes: hiring update; demo went well; moved the launch.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2026-06-08",
              "notes": "Notes: customer escalation; incident review; hiring update.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2026-06-16",
              "notes": "Notes: agreed to ship Friday; incident review; budget approved.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2026-06-24",
              "notes": "Notes: new OKRs; agreed to ship Friday; customer escalation.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2026-06-26",
              "notes": "Notes: moved the launch; hiring update; demo went well.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2026-07",
            "items": [
             {
              "title": "1:1 with Alex 2026-07-06",
              "notes": "Notes: need more tests; new OKRs; budget approved.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2026-07-16",
              "notes": "Notes: need more tests; new OKRs; incident review.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2026-07-18",
              "notes": "Notes: demo went well; agreed to ship Friday; new OKRs.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2026-07-23",
              "notes": "Notes: new OKRs; demo went well; incident review.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2026-07-25",
              "notes": "Notes: customer escalation; incident review; need more tests.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2026-07-28",
              "notes": "Notes: budget approved; new OKRs; need more tests.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2026-08",
            "items": [
             {
              "title": "Weekly sync 2026-08-02",
              "notes": "Notes: budget approved; hiring update; new OKRs.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2026-08-14",
              "notes": "Notes: need more tests; customer escalation; incident review.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2026-08-15",
              "notes": "Notes: need more tests; demo went well; budget approved.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2026-08-20",
              "notes": "Notes: hiring update; budget approved; demo went well.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2026-08-24",
              "notes": "Notes: new OKRs; incident review; need more tests.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2026-08-25",
              "notes": "Notes: need more tests; moved the launch; hiring update.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2026-09",
            "items": [
             {
              "title": "Planning 2026-09-01",
              "notes": "Notes: demo went well; need more tests; budget approved.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2026-09-03",
              "notes": "Notes: budget approved; new OKRs; demo went well.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2026-09-10",
              "notes": "Notes: new OKRs; customer escalation; moved the launch.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2026-09-17",
              "notes": "Notes: agreed to ship Friday; hiring update; customer escalation.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2026-09-21",
              "notes": "Notes: customer escalation; incident review; demo went well.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "1:1 with Alex 2026-09-28",
              "notes": "Notes: need more tests; budget approved; demo went well.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2026-10",
            "items": [
             {
              "title": "All hands 2026-10-04",
              "notes": "Notes: hiring update; agreed to ship Friday; demo went well.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2026-10-15",
              "notes": "Notes: incident review; hiring update; agreed to ship Friday.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2026-10-17",
              "notes": "Notes: new OKRs; incident review; need more tests.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2026-10-21",
              "notes": "Notes: budget approved; demo went well; moved the launch.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Design review 2026-10-26",
              "notes": "Notes: moved the launch; demo went well; new OKRs.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2026-10-27",
              "notes": "Notes: demo went well; agreed to ship Friday; incident review.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2026-11",
            "items": [
             {
              "title": "Design review 2026-11-08",
              "notes": "Notes: hiring update; agreed to ship Friday; demo went well.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Planning 2026-11-12",
              "notes": "Notes: demo went well; hiring update; budget approved.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2026-11-14",
              "notes": "Notes: budget approved; incident review; agreed to ship Friday.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2026-11-19",
              "notes": "Notes: incident review; customer escalation; hiring update.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2026-11-20",
              "notes": "Notes: hiring update; need more tests; customer escalation.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2026-11-26",
              "notes": "Notes: moved the launch; new OKRs; hiring update.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           },
           {
            "name": "2026-12",
            "items": [
             {
              "title": "All hands 2026-12-02",
              "notes": "Notes: moved the launch; hiring update; demo went well.",
              "priority": "low",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Retro 2026-12-05",
              "notes": "Notes: new OKRs; moved the launch; hiring update.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2026-12-10",
              "notes": "Notes: moved the launch; hiring update; budget approved.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2026-12-14",
              "notes": "Notes: agreed to ship Friday; moved the launch; demo went well.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "Weekly sync 2026-12-16",
              "notes": "Notes: need more tests; new OKRs; incident review.",
              "priority": "high",
              "status": "done",
              "tags": [
               "meeting"
              ]
             },
             {
              "title": "All hands 2026-12-19",
              "notes": "Notes: need more tests; demo went well; customer escalation.",
              "priority": "normal",
              "status": "done",
              "tags": [
               "meeting"
              ]
             }
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "Infrastructure",
        "children": [
         {
          "name": "Servers",
          "items": [
           {
            "title": "web-01",
            "notes": "Debian 12, 16 cores, 64 GB. Rack C7.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "server",
             "web"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/web-01"
             }
            ]
           },
           {
            "title": "web-02",
            "notes": "Debian 12, 4 cores, 64 GB. Rack B8.",
            "priority": "normal",
            "status": "doing",
            "tags": [
             "server",
             "web"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/web-02"
             }
            ]
           },
           {
            "title": "web-03",
            "notes": "Debian 12, 4 cores, 32 GB. Rack A8.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "server",
             "web"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/web-03"
             }
            ]
           },
           {
            "title": "web-04",
            "notes": "Debian 12, 8 cores, 128 GB. Rack B9.",
            "priority": "normal",
            "status": "doing",
            "tags": [
             "server",
             "web"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/web-04"
             }
            ]
           },
           {
            "title": "web-05",
            "notes": "Debian 12, 16 cores, 128 GB. Rack D4.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "server",
             "web"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/web-05"
             }
            ]
           },
           {
            "title": "web-06",
            "notes": "Debian 12, 4 cores, 128 GB. Rack B5.",
            "priority": "high",
            "status": "done",
            "tags": [
             "server",
             "web"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/web-06"
             }
            ]
           },
           {
            "title": "web-07",
            "notes": "Debian 12, 4 cores, 32 GB. Rack D8.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "server",
             "web"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/web-07"
             }
            ]
           },
           {
            "title": "web-08",
            "notes": "Debian 12, 16 cores, 64 GB. Rack A4.",
            "priority": "normal",
            "status": "doing",
            "tags": [
             "server",
             "web"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/web-08"
             }
            ]
           },
           {
            "title": "web-09",
            "notes": "Debian 12, 4 cores, 16 GB. Rack A2.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "server",
             "web"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/web-09"
             }
            ]
           },
           {
            "title": "web-10",
            "notes": "Debian 12, 32 cores, 16 GB. Rack C4.",
            "priority": "high",
            "status": "done",
            "tags": [
             "server",
             "web"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/web-10"
             }
            ]
           },
           {
            "title": "web-11",
            "notes": "Debian 12, 4 cores, 128 GB. Rack A5.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "server",
             "web"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/web-11"
             }
            ]
           },
           {
            "title": "db-01",
            "notes": "Debian 12, 4 cores, 32 GB. Rack B8.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "server",
             "db"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/db-01"
             }
            ]
           },
           {
            "title": "db-02",
            "notes": "Debian 12, 4 cores, 16 GB. Rack B1.",
            "priority": "low",
            "status": "doing",
            "tags": [
             "server",
             "db"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/db-02"
             }
            ]
           },
           {
            "title": "db-03",
            "notes": "Debian 12, 8 cores, 128 GB. Rack B1.",
            "priority": "low",
            "status": "todo",
            "tags": [
             "server",
             "db"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/db-03"
             }
            ]
           },
           {
            "title": "db-04",
            "notes": "Debian 12, 8 cores, 64 GB. Rack D6.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "server",
             "db"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/db-04"
             }
            ]
           },
           {
            "title": "db-05",
            "notes": "Debian 12, 4 cores, 64 GB. Rack C2.",
            "priority": "low",
            "status": "todo",
            "tags": [
             "server",
             "db"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/db-05"
             }
            ]
           },
           {
            "title": "cache-01",
            "notes": "Debian 12, 32 cores, 32 GB. Rack D3.",
            "priority": "low",
            "status": "done",
            "tags": [
             "server",
             "cache"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/cache-01"
             }
            ]
           },
           {
            "title": "cache-02",
            "notes": "Debian 12, 16 cores, 16 GB. Rack A3.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "server",
             "cache"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/cache-02"
             }
            ]
           },
           {
            "title": "cache-03",
            "notes": "Debian 12, 4 cores, 64 GB. Rack D1.",
            "priority": "high",
            "status": "done",
            "tags": [
             "server",
             "cache"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/cache-03"
             }
            ]
           },
           {
            "title": "cache-04",
            "notes": "Debian 12, 8 cores, 128 GB. Rack A5.",
            "priority": "low",
            "status": "todo",
            "tags": [
             "server",
             "cache"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/cache-04"
             }
            ]
           },
           {
            "title": "cache-05",
            "notes": "Debian 12, 16 cores, 32 GB. Rack B3.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "server",
             "cache"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/cache-05"
             }
            ]
           },
           {
            "title": "cache-06",
            "notes": "Debian 12, 16 cores, 32 GB. Rack A7.",
            "priority": "high",
            "status": "todo",
            "tags": [
             "server",
             "cache"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/cache-06"
             }
            ]
           },
           {
            "title": "cache-07",
            "notes": "Debian 12, 16 cores, 64 GB. Rack C3.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "server",
             "cache"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/cache-07"
             }
            ]
           },
           {
            "title": "worker-01",
            "notes": "Debian 12, 4 cores, 64 GB. Rack A3.",
            "priority": "high",
            "status": "todo",
            "tags": [
             "server",
             "worker"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/worker-01"
             }
            ]
           },
           {
            "title": "worker-02",
            "notes": "Debian 12, 16 cores, 64 GB. Rack D2.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "server",
             "worker"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/worker-02"
             }
            ]
           },
           {
            "title": "worker-03",
            "notes": "Debian 12, 16 cores, 16 GB. Rack D9.",
            "priority": "low",
            "status": "done",
            "tags": [
             "server",
             "worker"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/worker-03"
             }
            ]
           },
           {
            "title": "worker-04",
            "notes": "Debian 12, 4 cores, 128 GB. Rack B4.",
            "priority": "low",
            "status": "done",
            "tags": [
             "server",
             "worker"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/worker-04"
             }
            ]
           },
           {
            "title": "worker-05",
            "notes": "Debian 12, 4 cores, 64 GB. Rack A6.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "server",
             "worker"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/worker-05"
             }
            ]
           },
           {
            "title": "worker-06",
            "notes": "Debian 12, 8 cores, 128 GB. Rack A3.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "server",
             "worker"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/worker-06"
             }
            ]
           },
           {
            "title": "worker-07",
            "notes": "Debian 12, 16 cores, 64 GB. Rack A1.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "server",
             "worker"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/worker-07"
             }
            ]
           },
           {
            "title": "worker-08",
            "notes": "Debian 12, 8 cores, 64 GB. Rack B9.",
            "priority": "low",
            "status": "doing",
            "tags": [
             "server",
             "worker"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/worker-08"
             }
            ]
           },
           {
            "title": "worker-09",
            "notes": "Debian 12, 8 cores, 16 GB. Rack C5.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "server",
             "worker"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/worker-09"
             }
            ]
           },
           {
            "title": "search-01",
            "notes": "Debian 12, 32 cores, 16 GB. Rack C8.",
            "priority": "high",
            "status": "doing",
            "tags": [
             "server",
             "search"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/search-01"
             }
            ]
           },
           {
            "title": "search-02",
            "notes": "Debian 12, 8 cores, 16 GB. Rack B1.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "server",
             "search"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/search-02"
             }
            ]
           },
           {
            "title": "search-03",
            "notes": "Debian 12, 8 cores, 64 GB. Rack B7.",
            "priority": "low",
            "status": "done",
            "tags": [
             "server",
             "search"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/search-03"
             }
            ]
           },
           {
            "title": "search-04",
            "notes": "Debian 12, 4 cores, 128 GB. Rack A2.",
            "priority": "high",
            "status": "todo",
            "tags": [
             "server",
             "search"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/search-04"
             }
            ]
           },
           {
            "title": "search-05",
            "notes": "Debian 12, 4 cores, 64 GB. Rack B8.",
            "priority": "low",
            "status": "todo",
            "tags": [
             "server",
             "search"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/search-05"
             }
            ]
           },
           {
            "title": "search-06",
            "notes": "Debian 12, 8 cores, 64 GB. Rack D9.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "server",
             "search"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/search-06"
             }
            ]
           },
           {
            "title": "search-07",
            "notes": "Debian 12, 16 cores, 128 GB. Rack B6.",
            "priority": "low",
            "status": "todo",
            "tags": [
             "server",
             "search"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/search-07"
             }
            ]
           },
           {
            "title": "search-08",
            "notes": "Debian 12, 32 cores, 32 GB. Rack D9.",
            "priority": "low",
            "status": "doing",
            "tags": [
             "server",
             "search"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/search-08"
             }
            ]
           },
           {
            "title": "search-09",
            "notes": "Debian 12, 4 cores, 32 GB. Rack D2.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "server",
             "search"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/search-09"
             }
            ]
           },
           {
            "title": "search-10",
            "notes": "Debian 12, 8 cores, 32 GB. Rack D3.",
            "priority": "high",
            "status": "done",
            "tags": [
             "server",
             "search"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/search-10"
             }
            ]
           },
           {
            "title": "search-11",
            "notes": "Debian 12, 32 cores, 32 GB. Rack C7.",
            "priority": "low",
            "status": "done",
            "tags": [
             "server",
             "search"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/search-11"
             }
            ]
           },
           {
            "title": "search-12",
            "notes": "Debian 12, 32 cores, 128 GB. Rack A2.",
            "priority": "high",
            "status": "done",
            "tags": [
             "server",
             "search"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/search-12"
             }
            ]
           },
           {
            "title": "search-13",
            "notes": "Debian 12, 16 cores, 128 GB. Rack D8.",
            "priority": "low",
            "status": "done",
            "tags": [
             "server",
             "search"
            ],
            "attachments": [
             {
              "link": "https://monitoring.example.com/hosts/search-13"
             }
            ]
           }
          ]
         },
         {
          "name": "Runbooks",
          "items": [
           {
            "title": "Database failover",
            "notes": "Steps:\n1. Check the dashboard.\n2. Page the on-call.\n3. Follow the checklist.",
            "priority": "low",
            "status": "done",
            "tags": [
             "runbook"
            ]
           },
           {
            "title": "Disk full",
            "notes": "Steps:\n1. Check the dashboard.\n2. Page the on-call.\n3. Follow the checklist.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "runbook"
            ]
           },
           {
            "title": "Certificate renewal",
            "notes": "Steps:\n1. Check the dashboard.\n2. Page the on-call.\n3. Follow the checklist.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "runbook"
            ]
           },
           {
            "title": "Rolling restart",
            "notes": "Steps:\n1. Check the dashboard.\n2. Page the on-call.\n3. Follow the checklist.",
            "priority": "low",
            "status": "doing",
            "tags": [
             "runbook"
            ]
           },
           {
            "title": "Restore from backup",
            "notes": "Steps:\n1. Check the dashboard.\n2. Page the on-call.\n3. Follow the checklist.",
            "priority": "normal",
            "status": "doing",
            "tags": [
             "runbook"
            ]
           },
           {
            "title": "Rotate credentials",
            "notes": "Steps:\n1. Check the dashboard.\n2. Page the on-call.\n3. Follow the checklist.",
            "priority": "high",
            "status": "done",
            "tags": [
             "runbook"
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "Hiring",
        "children": [
         {
          "name": "Backend engineer",
          "items": [
           {
            "title": "Interview Ivan",
            "notes": "Reference check next.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "hiring"
            ]
           },
           {
            "title": "Interview Dmitri",
            "notes": "Strong on systems design.",
            "priority": "high",
            "status": "todo",
            "tags": [
             "hiring"
            ]
           },
           {
            "title": "Interview Farah",
            "notes": "Take-home pending.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "hiring"
            ]
           },
           {
            "title": "Interview Ana",
            "notes": "Take-home pending.",
            "priority": "low",
            "status": "todo",
            "tags": [
             "hiring"
            ]
           },
           {
            "title": "Interview Chloé",
            "notes": "Take-home pending.",
            "priority": "low",
            "status": "doing",
            "tags": [
             "hiring"
            ]
           }
          ]
         },
         {
          "name": "Designer",
          "items": [
           {
            "title": "Interview Gus",
            "notes": "Reference check next.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "hiring"
            ]
           },
           {
            "title": "Interview Farah",
            "notes": "Good communicator.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "hiring"
            ]
           },
           {
            "title": "Interview Kofi",
            "notes": "Strong on systems design.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "hiring"
            ]
           },
           {
            "title": "Interview Ben",
            "notes": "Reference check next.",
            "priority": "low",
            "status": "done",
            "tags": [
             "hiring"
            ]
           },
           {
            "title": "Interview Chloé",
            "notes": "Strong on systems design.",
            "priority": "high",
            "status": "done",
            "tags": [
             "hiring"
            ]
           }
          ]
         },
         {
          "name": "SRE",
          "items": [
           {
            "title": "Interview Farah",
            "notes": "Good communicator.",
            "priority": "high",
            "status": "todo",
            "tags": [
             "hiring"
            ]
           },
           {
            "title": "Interview Gus",
            "notes": "Strong on systems design.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "hiring"
            ]
           },
           {
            "title": "Interview Jun",
            "notes": "Take-home pending.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "hiring"
            ]
           },
           {
            "title": "Interview Hana",
            "notes": "Strong on systems design.",
            "priority": "normal",
            "status": "doing",
            "tags": [
             "hiring"
            ]
           },
           {
            "title": "Interview Kofi",
            "notes": "Reference check next.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "hiring"
            ]
           }
          ]
         }
        ]
       }
      ]
     },
     {
      "name": "Reading",
      "notes": "Books, papers and articles.",
      "children": [
       {
        "name": "Books",
        "children": [
         {
          "name": "Novels",
          "items": [
           {
            "title": "The Left Hand of Darkness",
            "notes": "Re-read the last chapter.",
            "priority": "normal",
            "status": "doing",
            "tags": [
             "book",
             "novels"
            ],
            "attachments": [
             {
              "link": "https://books.example.org/the-left-hand-of-darkness"
             }
            ]
           },
           {
            "title": "Middlemarch",
            "notes": "Halfway through.",
            "priority": "normal",
            "status": "doing",
            "tags": [
             "book",
             "novels"
            ]
           },
           {
            "title": "One Hundred Years of Solitude",
            "notes": "Halfway through.",
            "priority": "low",
            "status": "todo",
            "tags": [
             "book",
             "novels"
            ],
            "attachments": [
             {
              "link": "https://books.example.org/one-hundred-years-of-solitude"
             }
            ]
           },
           {
            "title": "Beloved",
            "notes": "Quote on page 112 worth keeping.",
            "priority": "high",
            "status": "done",
            "tags": [
             "book",
             "novels"
            ]
           },
           {
            "title": "The Remains of the Day",
            "notes": "Recommended by Mei.",
            "priority": "low",
            "status": "doing",
            "tags": [
             "book",
             "novels"
            ],
            "attachments": [
             {
              "link": "https://books.example.org/the-remains-of-the-day"
             }
            ]
           },
           {
            "title": "Kafka on the Shore",
            "notes": "Halfway through.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "book",
             "novels"
            ]
           },
           {
            "title": "Things Fall Apart",
            "notes": "Recommended by Mei.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "book",
             "novels"
            ],
            "attachments": [
             {
              "link": "https://books.example.org/things-fall-apart"
             }
            ]
           },
           {
            "title": "Pachinko",
            "notes": "Borrowed from the library, due back soon.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "book",
             "novels"
            ]
           },
           {
            "title": "The Name of the Rose",
            "notes": "Borrowed from the library, due back soon.",
            "priority": "normal",
            "status": "doing",
            "tags": [
             "book",
             "novels"
            ]
           },
           {
            "title": "Never Let Me Go",
            "notes": "Re-read the last chapter.",
            "priority": "high",
            "status": "doing",
            "tags": [
             "book",
             "novels"
            ]
           },
           {
            "title": "Wolf Hall",
            "notes": "Re-read the last chapter.",
            "priority": "high",
            "status": "todo",
            "tags": [
             "book",
             "novels"
            ],
            "attachments": [
             {
              "link": "https://books.example.org/wolf-hall"
             }
            ]
           },
           {
            "title": "The Overstory",
            "notes": "Recommended by Mei.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "book",
             "novels"
            ],
            "attachments": [
             {
              "link": "https://books.example.org/the-overstory"
             }
            ]
           },
           {
            "title": "Piranesi",
            "notes": "Quote on page 112 worth keeping.",
            "priority": "normal",
            "status": "doing",
            "tags": [
             "book",
             "novels"
            ]
           },
           {
            "title": "Station Eleven",
            "notes": "Borrowed from the library, due back soon.",
            "priority": "high",
            "status": "todo",
            "tags": [
             "book",
             "novels"
            ]
           },
           {
            "title": "The Master and Margarita",
            "notes": "Recommended by Mei.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "book",
             "novels"
            ],
            "attachments": [
             {
              "link": "https://books.example.org/the-master-and-margarita"
             }
            ]
           }
          ]
         },
         {
          "name": "Non-fiction",
          "items": [
           {
            "title": "Thinking, Fast and Slow",
            "notes": "Halfway through.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "book",
             "non-fiction"
            ]
           },
           {
            "title": "The Soul of a New Machine",
            "notes": "Recommended by Mei.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "book",
             "non-fiction"
            ]
           },
           {
            "title": "Gödel, Escher, Bach",
            "notes": "Borrowed from the library, due back soon.",
            "priority": "low",
            "status": "todo",
            "tags": [
             "book",
             "non-fiction"
            ]
           },
           {
            "title": "The Design of Everyday Things",
            "notes": "Halfway through.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "book",
             "non-fiction"
            ]
           },
           {
            "title": "Sapiens",
            "notes": "Re-read the last chapter.",
            "priority": "normal",
            "status": "doing",
            "tags": [
             "book",
             "non-fiction"
            ]
           },
           {
            "title": "Deep Work",
            "notes": "Quote on page 112 worth keeping.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "book",
             "non-fiction"
            ],
            "attachments": [
             {
              "link": "https://books.example.org/deep-work"
             }
            ]
           },
           {
            "title": "The Mythical Man-Month",
            "notes": "Borrowed from the library, due back soon.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "book",
             "non-fiction"
            ]
           },
           {
            "title": "Working in Public",
            "notes": "Re-read the last chapter.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "book",
             "non-fiction"
            ]
           },
           {
            "title": "The Pragmatic Programmer",
            "notes": "Recommended by Mei.",
            "priority": "high",
            "status": "todo",
            "tags": [
             "book",
             "non-fiction"
            ],
            "attachments": [
             {
              "link": "https://books.example.org/the-pragmatic-programmer"
             }
            ]
           },
           {
            "title": "Designing Data-Intensive Applications",
            "notes": "Recommended by Mei.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "book",
             "non-fiction"
            ]
           }
          ]
         },
         {
          "name": "Poetry",
          "items": [
           {
            "title": "Leaves of Grass",
            "notes": "Quote on page 112 worth keeping.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "book",
             "poetry"
            ],
            "attachments": [
             {
              "link": "https://books.example.org/leaves-of-grass"
             }
            ]
           },
           {
            "title": "Ariel",
            "notes": "Halfway through.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "book",
             "poetry"
            ],
            "attachments": [
             {
              "link": "https://books.example.org/ariel"
             }
            ]
           },
           {
            "title": "The Waste Land",
            "notes": "Recommended by Mei.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "book",
             "poetry"
            ]
           },
           {
            "title": "Selected Poems of Rumi",
            "notes": "Borrowed from the library, due back soon.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "book",
             "poetry"
            ],
            "attachments": [
             {
              "link": "https://books.example.org/selected-poems-of-rumi"
             }
            ]
           },
           {
            "title": "Bashō's Narrow Road",
            "notes": "Recommended by Mei.",
            "priority": "high",
            "status": "doing",
            "tags": [
             "book",
             "poetry"
            ],
            "attachments": [
             {
              "link": "https://books.example.org/bashō's-narrow-road"
             }
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "Papers",
        "items": [
         {
          "title": "Architecture of a Database System",
          "notes": "Good for the reading group.",
          "priority": "normal",
          "status": "done",
          "tags": [
           "paper"
          ],
          "attachments": [
           {
            "link": "https://papers.example.org/architecture-of-a-database-system.pdf"
           }
          ]
         },
         {
          "title": "The Log-Structured Merge-Tree",
          "notes": "Good for the reading group.",
          "priority": "high",
          "status": "done",
          "tags": [
           "paper"
          ],
          "attachments": [
           {
            "link": "https://papers.example.org/the-log-structured-merge-tree.pdf"
           }
          ]
         },
         {
          "title": "Spanner",
          "notes": "Read section 3 twice.",
          "priority": "normal",
          "status": "todo",
          "tags": [
           "paper"
          ],
          "attachments": [
           {
            "link": "https://papers.example.org/spanner.pdf"
           }
          ]
         },
         {
          "title": "Dynamo",
          "notes": "Compare with the follow-up paper.",
          "priority": "normal",
          "status": "done",
          "tags": [
           "paper"
          ],
          "attachments": [
           {
            "link": "https://papers.example.org/dynamo.pdf"
           }
          ]
         },
         {
          "title": "Raft",
          "notes": "Compare with the follow-up paper.",
          "priority": "low",
          "status": "doing",
          "tags": [
           "paper"
          ],
          "attachments": [
           {
            "link": "https://papers.example.org/raft.pdf"
           }
          ]
         },
         {
          "title": "Paxos Made Simple",
          "notes": "Compare with the follow-up paper.",
          "priority": "low",
          "status": "doing",
          "tags": [
           "paper"
          ],
          "attachments": [
           {
            "link": "https://papers.example.org/paxos-made-simple.pdf"
           }
          ]
         },
         {
          "title": "MapReduce",
          "notes": "Compare with the follow-up paper.",
          "priority": "normal",
          "status": "done",
          "tags": [
           "paper"
          ],
          "attachments": [
           {
            "link": "https://papers.example.org/mapreduce.pdf"
           }
          ]
         },
         {
          "title": "The Google File System",
          "notes": "Good for the reading group.",
          "priority": "high",
          "status": "done",
          "tags": [
           "paper"
          ],
          "attachments": [
           {
            "link": "https://papers.example.org/the-google-file-system.pdf"
           }
          ]
         },
         {
          "title": "A Relational Model of Data",
          "notes": "Compare with the follow-up paper.",
          "priority": "normal",
          "status": "done",
          "tags": [
           "paper"
          ],
          "attachments": [
           {
            "link": "https://papers.example.org/a-relational-model-of-data.pdf"
           }
          ]
         },
         {
          "title": "Time, Clocks, and the Ordering of Events",
          "notes": "Key idea: trade consistency for availability under partition.",
          "priority": "normal",
          "status": "todo",
          "tags": [
           "paper"
          ],
          "attachments": [
           {
            "link": "https://papers.example.org/time-clocks-and-the-ordering-of-events.pdf"
           }
          ]
         },
         {
          "title": "Out of the Tar Pit",
          "notes": "Good for the reading group.",
          "priority": "normal",
          "status": "done",
          "tags": [
           "paper"
          ],
          "attachments": [
           {
            "link": "https://papers.example.org/out-of-the-tar-pit.pdf"
           }
          ]
         },
         {
          "title": "Worse is Better",
          "notes": "Compare with the follow-up paper.",
          "priority": "normal",
          "status": "todo",
          "tags": [
           "paper"
          ],
          "attachments": [
           {
            "link": "https://papers.example.org/worse-is-better.pdf"
           }
          ]
         },
         {
          "title": "Bigtable",
          "notes": "Read section 3 twice.",
          "priority": "low",
          "status": "done",
          "tags": [
           "paper"
          ],
          "attachments": [
           {
            "link": "https://papers.example.org/bigtable.pdf"
           }
          ]
         },
         {
          "title": "Calvin",
          "notes": "Compare with the follow-up paper.",
          "priority": "normal",
          "status": "done",
          "tags": [
           "paper"
          ],
          "attachments": [
           {
            "link": "https://papers.example.org/calvin.pdf"
           }
          ]
         },
         {
          "title": "CRDTs",
          "notes": "Key idea: trade consistency for availability under partition.",
          "priority": "normal",
          "status": "done",
          "tags": [
           "paper"
          ],
          "attachments": [
           {
            "link": "https://papers.example.org/crdts.pdf"
           }
          ]
         },
         {
          "title": "Ousterhout's Log-Structured File System",
          "notes": "Compare with the follow-up paper.",
          "priority": "low",
          "status": "todo",
          "tags": [
           "paper"
          ],
          "attachments": [
           {
            "link": "https://papers.example.org/ousterhout's-log-structured-file-system.pdf"
           }
          ]
         },
         {
          "title": "The End of an Architectural Era",
          "notes": "Read section 3 twice.",
          "priority": "normal",
          "status": "todo",
          "tags": [
           "paper"
          ],
          "attachments": [
           {
            "link": "https://papers.example.org/the-end-of-an-architectural-era.pdf"
           }
          ]
         },
         {
          "title": "SQLite: Past, Present, and Future",
          "notes": "Good for the reading group.",
          "priority": "high",
          "status": "done",
          "tags": [
           "paper"
          ],
          "attachments": [
           {
            "link": "https://papers.example.org/sqlite-past-present-and-future.pdf"
           }
          ]
         },
         {
          "title": "Building on Quicksand",
          "notes": "Compare with the follow-up paper.",
          "priority": "normal",
          "status": "done",
          "tags": [
           "paper"
          ],
          "attachments": [
           {
            "link": "https://papers.example.org/building-on-quicksand.pdf"
           }
          ]
         },
         {
          "title": "Harvest, Yield, and Scalable Tolerant Systems",
          "notes": "Read section 3 twice.",
          "priority": "normal",
          "status": "todo",
          "tags": [
           "paper"
          ],
          "attachments": [
           {
            "link": "https://papers.example.org/harvest-yield-and-scalable-tolerant-systems.pdf"
           }
          ]
         }
        ]
       },
       {
        "name": "Articles",
        "items": [
         {
          "title": "Article: Why SQLite is so fast",
          "priority": "low",
          "status": "done",
          "tags": [
           "article"
          ],
          "attachments": [
           {
            "link": "https://blog.example.net/why-sqlite-is-so-fast"
           }
          ]
         },
         {
          "title": "Article: Terminal colors explained",
          "priority": "low",
          "status": "todo",
          "tags": [
           "article"
          ],
          "attachments": [
           {
            "link": "https://blog.example.net/terminal-colors-explained"
           }
          ]
         },
         {
          "title": "Article: Unicode width is hard",
          "priority": "low",
          "status": "doing",
          "tags": [
           "article"
          ],
          "attachments": [
           {
            "link": "https://blog.example.net/unicode-width-is-hard"
           }
          ]
         },
         {
          "title": "Article: Designing for slow networks",
          "priority": "low",
          "status": "doing",
          "tags": [
           "article"
          ],
          "attachments": [
           {
            "link": "https://blog.example.net/designing-for-slow-networks"
           }
          ]
         },
         {
          "title": "Article: The case for plain text",
          "priority": "normal",
          "status": "doing",
          "tags": [
           "article"
          ],
          "attachments": [
           {
            "link": "https://blog.example.net/the-case-for-plain-text"
           }
          ]
         },
         {
          "title": "Article: Recursive CTEs in practice",
          "priority": "low",
          "status": "todo",
          "tags": [
           "article"
          ],
          "attachments": [
           {
            "link": "https://blog.example.net/recursive-ctes-in-practice"
           }
          ]
         },
         {
          "title": "Article: Full-text search ranking",
          "priority": "high",
          "status": "todo",
          "tags": [
           "article"
          ],
          "attachments": [
           {
            "link": "https://blog.example.net/full-text-search-ranking"
           }
          ]
         },
         {
          "title": "Article: Undo done right",
          "priority": "high",
          "status": "doing",
          "tags": [
           "article"
          ],
          "attachments": [
           {
            "link": "https://blog.example.net/undo-done-right"
           }
          ]
         }
        ]
       }
      ]
     },
     {
      "name": "Travel",
      "children": [
       {
        "name": "Lisbon 2026",
        "notes": "Trip to Portugal.",
        "children": [
         {
          "name": "Plan",
          "items": [
           {
            "title": "Flights",
            "notes": "Check opening hours.",
            "priority": "low",
            "status": "done",
            "due": "2027-02-15",
            "tags": [
             "travel"
            ],
            "attachments": [
             {
              "link": "https://travel.example.com/portugal/flights"
             }
            ]
           },
           {
            "title": "Hotel",
            "notes": "Check opening hours.",
            "priority": "normal",
            "status": "done",
            "due": "2027-02-07",
            "tags": [
             "travel"
            ],
            "attachments": [
             {
              "link": "https://travel.example.com/portugal/hotel"
             }
            ]
           },
           {
            "title": "Museum tickets",
            "priority": "normal",
            "status": "todo",
            "due": "2027-12-21",
            "tags": [
             "travel"
            ],
            "attachments": [
             {
              "link": "https://travel.example.com/portugal/museum-tickets"
             }
            ]
           },
           {
            "title": "Train passes",
            "notes": "Compare prices.",
            "priority": "normal",
            "status": "todo",
            "due": "2027-07-22",
            "tags": [
             "travel"
            ]
           },
           {
            "title": "Restaurant list",
            "notes": "Check opening hours.",
            "priority": "normal",
            "status": "doing",
            "due": "2027-06-22",
            "tags": [
             "travel"
            ]
           },
           {
            "title": "Day trip",
            "notes": "Check opening hours.",
            "priority": "normal",
            "status": "doing",
            "due": "2027-04-20",
            "tags": [
             "travel"
            ]
           }
          ]
         },
         {
          "name": "Packing",
          "items": [
           {
            "title": "Rain jacket",
            "priority": "high",
            "status": "done",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Guidebook",
            "priority": "normal",
            "status": "done",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Medicine",
            "priority": "high",
            "status": "done",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Camera",
            "priority": "high",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Headphones",
            "priority": "normal",
            "status": "done",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Snacks",
            "priority": "high",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Sunscreen",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Adapter",
            "priority": "high",
            "status": "todo",
            "tags": [
             "packing"
            ]
           }
          ]
         },
         {
          "name": "Photos",
          "items": [
           {
            "title": "Day 1",
            "priority": "low",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Lisbon 2026, day 1",
               "url": "https://photos.example.org/trips/27494.jpg"
              }
             },
             {
              "image": {
               "caption": "Lisbon 2026, day 1",
               "url": "https://photos.example.org/trips/28342.jpg"
              }
             },
             {
              "image": {
               "caption": "Lisbon 2026, day 1",
               "url": "https://photos.example.org/trips/21891.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 2",
            "priority": "high",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Lisbon 2026, day 2",
               "url": "https://photos.example.org/trips/66905.jpg"
              }
             },
             {
              "image": {
               "caption": "Lisbon 2026, day 2",
               "url": "https://photos.example.org/trips/40556.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 3",
            "priority": "low",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Lisbon 2026, day 3",
               "url": "https://photos.example.org/trips/51997.jpg"
              }
             },
             {
              "image": {
               "caption": "Lisbon 2026, day 3",
               "url": "https://photos.example.org/trips/58373.jpg"
              }
             },
             {
              "image": {
               "caption": "Lisbon 2026, day 3",
               "url": "https://photos.example.org/trips/76146.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 4",
            "priority": "low",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Lisbon 2026, day 4",
               "url": "https://photos.example.org/trips/16386.jpg"
              }
             },
             {
              "image": {
               "caption": "Lisbon 2026, day 4",
               "url": "https://photos.example.org/trips/60419.jpg"
              }
             },
             {
              "image": {
               "caption": "Lisbon 2026, day 4",
               "url": "https://photos.example.org/trips/53054.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 5",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Lisbon 2026, day 5",
               "url": "https://photos.example.org/trips/97990.jpg"
              }
             },
             {
              "image": {
               "caption": "Lisbon 2026, day 5",
               "url": "https://photos.example.org/trips/98778.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 6",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Lisbon 2026, day 6",
               "url": "https://photos.example.org/trips/75619.jpg"
              }
             },
             {
              "image": {
               "caption": "Lisbon 2026, day 6",
               "url": "https://photos.example.org/trips/49148.jpg"
              }
             },
             {
              "image": {
               "caption": "Lisbon 2026, day 6",
               "url": "https://photos.example.org/trips/15986.jpg"
              }
             }
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "京都 Kyoto 2027",
        "notes": "Trip to Japan.",
        "children": [
         {
          "name": "Plan",
          "items": [
           {
            "title": "Flights",
            "notes": "Compare prices.",
            "priority": "normal",
            "status": "todo",
            "due": "2027-06-20",
            "tags": [
             "travel"
            ]
           },
           {
            "title": "Hotel",
            "notes": "Book early.",
            "priority": "normal",
            "status": "done",
            "due": "2027-08-13",
            "tags": [
             "travel"
            ]
           },
           {
            "title": "Museum tickets",
            "notes": "Check opening hours.",
            "priority": "normal",
            "status": "done",
            "due": "2027-05-20",
            "tags": [
             "travel"
            ]
           },
           {
            "title": "Train passes",
            "notes": "Book early.",
            "priority": "normal",
            "status": "done",
            "due": "2027-02-05",
            "tags": [
             "travel"
            ],
            "attachments": [
             {
              "link": "https://travel.example.com/japan/train-passes"
             }
            ]
           },
           {
            "title": "Restaurant list",
            "priority": "low",
            "status": "done",
            "due": "2027-05-01",
            "tags": [
             "travel"
            ]
           },
           {
            "title": "Day trip",
            "notes": "Book early.",
            "priority": "low",
            "status": "done",
            "due": "2027-08-11",
            "tags": [
             "travel"
            ]
           }
          ]
         },
         {
          "name": "Packing",
          "items": [
           {
            "title": "Medicine",
            "priority": "normal",
            "status": "done",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Walking shoes",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Charger",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Snacks",
            "priority": "normal",
            "status": "done",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Sunscreen",
            "priority": "low",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Passport",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Rain jacket",
            "priority": "low",
            "status": "done",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Guidebook",
            "priority": "high",
            "status": "todo",
            "tags": [
             "packing"
            ]
           }
          ]
         },
         {
          "name": "Photos",
          "items": [
           {
            "title": "Day 1",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "京都 Kyoto 2027, day 1",
               "url": "https://photos.example.org/trips/52795.jpg"
              }
             },
             {
              "image": {
               "caption": "京都 Kyoto 2027, day 1",
               "url": "https://photos.example.org/trips/74993.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 2",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "京都 Kyoto 2027, day 2",
               "url": "https://photos.example.org/trips/34536.jpg"
              }
             },
             {
              "image": {
               "caption": "京都 Kyoto 2027, day 2",
               "url": "https://photos.example.org/trips/98170.jpg"
              }
             },
             {
              "image": {
               "caption": "京都 Kyoto 2027, day 2",
               "url": "https://photos.example.org/trips/20942.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 3",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "京都 Kyoto 2027, day 3",
               "url": "https://photos.example.org/trips/13910.jpg"
              }
             },
             {
              "image": {
               "caption": "京都 Kyoto 2027, day 3",
               "url": "https://photos.example.org/trips/11360.jpg"
              }
             },
             {
              "image": {
               "caption": "京都 Kyoto 2027, day 3",
               "url": "https://photos.example.org/trips/33090.jpg"
              }
             }
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "Iceland ring road",
        "notes": "Trip to Iceland.",
        "children": [
         {
          "name": "Plan",
          "items": [
           {
            "title": "Flights",
            "priority": "normal",
            "status": "done",
            "due": "2027-08-05",
            "tags": [
             "travel"
            ]
           },
           {
            "title": "Hotel",
            "priority": "normal",
            "status": "todo",
            "due": "2027-06-05",
            "tags": [
             "travel"
            ],
            "attachments": [
             {
              "link": "https://travel.example.com/iceland/hotel"
             }
            ]
           },
           {
            "title": "Museum tickets",
            "notes": "Book early.",
            "priority": "low",
            "status": "done",
            "due": "2027-09-10",
            "tags": [
             "travel"
            ]
           },
           {
            "title": "Train passes",
            "notes": "Book early.",
            "priority": "normal",
            "status": "done",
            "due": "2027-12-11",
            "tags": [
             "travel"
            ]
           },
           {
            "title": "Restaurant list",
            "priority": "normal",
            "status": "done",
            "due": "2027-03-23",
            "tags": [
             "travel"
            ],
            "attachments": [
             {
              "link": "https://travel.example.com/iceland/restaurant-list"
             }
            ]
           },
           {
            "title": "Day trip",
            "priority": "normal",
            "status": "doing",
            "due": "2027-02-15",
            "tags": [
             "travel"
            ],
            "attachments": [
             {
              "link": "https://travel.example.com/iceland/day-trip"
             }
            ]
           }
          ]
         },
         {
          "name": "Packing",
          "items": [
           {
            "title": "Camera",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Walking shoes",
            "priority": "low",
            "status": "done",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Rain jacket",
            "priority": "low",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Charger",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Adapter",
            "priority": "low",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Sunscreen",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Medicine",
            "priority": "high",
            "status": "done",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Snacks",
            "priority": "low",
            "status": "done",
            "tags": [
             "packing"
            ]
           }
          ]
         },
         {
          "name": "Photos",
          "items": [
           {
            "title": "Day 1",
            "priority": "high",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Iceland ring road, day 1",
               "url": "https://photos.example.org/trips/76522.jpg"
              }
             },
             {
              "image": {
               "caption": "Iceland ring road, day 1",
               "url": "https://photos.example.org/trips/41934.jpg"
              }
             },
             {
              "image": {
               "caption": "Iceland ring road, day 1",
               "url": "https://photos.example.org/trips/48113.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 2",
            "priority": "high",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Iceland ring road, day 2",
               "url": "https://photos.example.org/trips/69438.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 3",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Iceland ring road, day 3",
               "url": "https://photos.example.org/trips/69653.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 4",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Iceland ring road, day 4",
               "url": "https://photos.example.org/trips/15887.jpg"
              }
             },
             {
              "image": {
               "caption": "Iceland ring road, day 4",
               "url": "https://photos.example.org/trips/28335.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 5",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Iceland ring road, day 5",
               "url": "https://photos.example.org/trips/67225.jpg"
              }
             },
             {
              "image": {
               "caption": "Iceland ring road, day 5",
               "url": "https://photos.example.org/trips/77624.jpg"
              }
             },
             {
              "image": {
               "caption": "Iceland ring road, day 5",
               "url": "https://photos.example.org/trips/30373.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 6",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Iceland ring road, day 6",
               "url": "https://photos.example.org/trips/74242.jpg"
              }
             }
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "Berlin weekend",
        "notes": "Trip to Germany.",
        "children": [
         {
          "name": "Plan",
          "items": [
           {
            "title": "Flights",
            "notes": "Check opening hours.",
            "priority": "normal",
            "status": "todo",
            "due": "2027-05-14",
            "tags": [
             "travel"
            ]
           },
           {
            "title": "Hotel",
            "notes": "Check opening hours.",
            "priority": "normal",
            "status": "doing",
            "due": "2027-07-27",
            "tags": [
             "travel"
            ]
           },
           {
            "title": "Museum tickets",
            "priority": "normal",
            "status": "doing",
            "due": "2027-06-16",
            "tags": [
             "travel"
            ]
           },
           {
            "title": "Train passes",
            "notes": "Check opening hours.",
            "priority": "normal",
            "status": "done",
            "due": "2027-03-15",
            "tags": [
             "travel"
            ],
            "attachments": [
             {
              "link": "https://travel.example.com/germany/train-passes"
             }
            ]
           },
           {
            "title": "Restaurant list",
            "notes": "Compare prices.",
            "priority": "normal",
            "status": "todo",
            "due": "2027-11-09",
            "tags": [
             "travel"
            ]
           },
           {
            "title": "Day trip",
            "priority": "normal",
            "status": "done",
            "due": "2027-07-25",
            "tags": [
             "travel"
            ],
            "attachments": [
             {
              "link": "https://travel.example.com/germany/day-trip"
             }
            ]
           }
          ]
         },
         {
          "name": "Packing",
          "items": [
           {
            "title": "Guidebook",
            "priority": "high",
            "status": "done",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Snacks",
            "priority": "normal",
            "status": "done",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Adapter",
            "priority": "normal",
            "status": "done",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Sunscreen",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Charger",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Headphones",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Medicine",
            "priority": "normal",
            "status": "done",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Scarf",
            "priority": "high",
            "status": "done",
            "tags": [
             "packing"
            ]
           }
          ]
         },
         {
          "name": "Photos",
          "items": [
           {
            "title": "Day 1",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Berlin weekend, day 1",
               "url": "https://photos.example.org/trips/61116.jpg"
              }
             },
             {
              "image": {
               "caption": "Berlin weekend, day 1",
               "url": "https://photos.example.org/trips/35262.jpg"
              }
             },
             {
              "image": {
               "caption": "Berlin weekend, day 1",
               "url": "https://photos.example.org/trips/29375.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 2",
            "priority": "low",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Berlin weekend, day 2",
               "url": "https://photos.example.org/trips/68582.jpg"
              }
             },
             {
              "image": {
               "caption": "Berlin weekend, day 2",
               "url": "https://photos.example.org/trips/52660.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 3",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Berlin weekend, day 3",
               "url": "https://photos.example.org/trips/70767.jpg"
              }
             },
             {
              "image": {
               "caption": "Berlin weekend, day 3",
               "url": "https://photos.example.org/trips/78781.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 4",
            "priority": "low",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Berlin weekend, day 4",
               "url": "https://photos.example.org/trips/12702.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 5",
            "priority": "low",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Berlin weekend, day 5",
               "url": "https://photos.example.org/trips/26468.jpg"
              }
             },
             {
              "image": {
               "caption": "Berlin weekend, day 5",
               "url": "https://photos.example.org/trips/84300.jpg"
              }
             },
             {
              "image": {
               "caption": "Berlin weekend, day 5",
               "url": "https://photos.example.org/trips/80094.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 6",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Berlin weekend, day 6",
               "url": "https://photos.example.org/trips/68625.jpg"
              }
             },
             {
              "image": {
               "caption": "Berlin weekend, day 6",
               "url": "https://photos.example.org/trips/76592.jpg"
              }
             },
             {
              "image": {
               "caption": "Berlin weekend, day 6",
               "url": "https://photos.example.org/trips/66209.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 7",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Berlin weekend, day 7",
               "url": "https://photos.example.org/trips/63487.jpg"
              }
             }
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "Mexico City",
        "notes": "Trip to Mexico.",
        "children": [
         {
          "name": "Plan",
          "items": [
           {
            "title": "Flights",
            "notes": "Check opening hours.",
            "priority": "normal",
            "status": "done",
            "due": "2027-09-14",
            "tags": [
             "travel"
            ],
            "attachments": [
             {
              "link": "https://travel.example.com/mexico/flights"
             }
            ]
           },
           {
            "title": "Hotel",
            "notes": "Book early.",
            "priority": "high",
            "status": "done",
            "due": "2027-12-12",
            "tags": [
             "travel"
            ]
           },
           {
            "title": "Museum tickets",
            "notes": "Compare prices.",
            "priority": "high",
            "status": "done",
            "due": "2027-07-15",
            "tags": [
             "travel"
            ]
           },
           {
            "title": "Train passes",
            "notes": "Book early.",
            "priority": "normal",
            "status": "todo",
            "due": "2027-12-19",
            "tags": [
             "travel"
            ]
           },
           {
            "title": "Restaurant list",
            "notes": "Check opening hours.",
            "priority": "normal",
            "status": "done",
            "due": "2027-11-23",
            "tags": [
             "travel"
            ]
           },
           {
            "title": "Day trip",
            "notes": "Book early.",
            "priority": "high",
            "status": "todo",
            "due": "2027-01-27",
            "tags": [
             "travel"
            ],
            "attachments": [
             {
              "link": "https://travel.example.com/mexico/day-trip"
             }
            ]
           }
          ]
         },
         {
          "name": "Packing",
          "items": [
           {
            "title": "Charger",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Scarf",
            "priority": "low",
            "status": "done",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Medicine",
            "priority": "normal",
            "status": "done",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Rain jacket",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Headphones",
            "priority": "high",
            "status": "done",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Walking shoes",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Passport",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Adapter",
            "priority": "low",
            "status": "todo",
            "tags": [
             "packing"
            ]
           }
          ]
         },
         {
          "name": "Photos",
          "items": [
           {
            "title": "Day 1",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Mexico City, day 1",
               "url": "https://photos.example.org/trips/30783.jpg"
              }
             },
             {
              "image": {
               "caption": "Mexico City, day 1",
               "url": "https://photos.example.org/trips/75742.jpg"
              }
             },
             {
              "image": {
               "caption": "Mexico City, day 1",
               "url": "https://photos.example.org/trips/97643.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 2",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Mexico City, day 2",
               "url": "https://photos.example.org/trips/40233.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 3",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Mexico City, day 3",
               "url": "https://photos.example.org/trips/59607.jpg"
              }
             },
             {
              "image": {
               "caption": "Mexico City, day 3",
               "url": "https://photos.example.org/trips/23621.jpg"
              }
             },
             {
              "image": {
               "caption": "Mexico City, day 3",
               "url": "https://photos.example.org/trips/82799.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 4",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Mexico City, day 4",
               "url": "https://photos.example.org/trips/52326.jpg"
              }
             },
             {
              "image": {
               "caption": "Mexico City, day 4",
               "url": "https://photos.example.org/trips/66897.jpg"
              }
             },
             {
              "image": {
               "caption": "Mexico City, day 4",
               "url": "https://photos.example.org/trips/24016.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 5",
            "priority": "high",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Mexico City, day 5",
               "url": "https://photos.example.org/trips/55156.jpg"
              }
             },
             {
              "image": {
               "caption": "Mexico City, day 5",
               "url": "https://photos.example.org/trips/74455.jpg"
              }
             },
             {
              "image": {
               "caption": "Mexico City, day 5",
               "url": "https://photos.example.org/trips/35057.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 6",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Mexico City, day 6",
               "url": "https://photos.example.org/trips/33661.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 7",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Mexico City, day 7",
               "url": "https://photos.example.org/trips/28933.jpg"
              }
             },
             {
              "image": {
               "caption": "Mexico City, day 7",
               "url": "https://photos.example.org/trips/47694.jpg"
              }
             }
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "Seoul 서울",
        "notes": "Trip to Korea.",
        "children": [
         {
          "name": "Plan",
          "items": [
           {
            "title": "Flights",
            "notes": "Book early.",
            "priority": "high",
            "status": "todo",
            "due": "2027-12-23",
            "tags": [
             "travel"
            ],
            "attachments": [
             {
              "link": "https://travel.example.com/korea/flights"
             }
            ]
           },
           {
            "title": "Hotel",
            "priority": "normal",
            "status": "done",
            "due": "2027-12-13",
            "tags": [
             "travel"
            ],
            "attachments": [
             {
              "link": "https://travel.example.com/korea/hotel"
             }
            ]
           },
           {
            "title": "Museum tickets",
            "notes": "Compare prices.",
            "priority": "normal",
            "status": "doing",
            "due": "2027-03-01",
            "tags": [
             "travel"
            ],
            "attachments": [
             {
              "link": "https://travel.example.com/korea/museum-tickets"
             }
            ]
           },
           {
            "title": "Train passes",
            "notes": "Check opening hours.",
            "priority": "normal",
            "status": "todo",
            "due": "2027-07-12",
            "tags": [
             "travel"
            ],
            "attachments": [
             {
              "link": "https://travel.example.com/korea/train-passes"
             }
            ]
           },
           {
            "title": "Restaurant list",
            "notes": "Book early.",
            "priority": "normal",
            "status": "done",
            "due": "2027-07-26",
            "tags": [
             "travel"
            ]
           },
           {
            "title": "Day trip",
            "notes": "Compare prices.",
            "priority": "normal",
            "status": "done",
            "due": "2027-04-02",
            "tags": [
             "travel"
            ],
            "attachments": [
             {
              "link": "https://travel.example.com/korea/day-trip"
             }
            ]
           }
          ]
         },
         {
          "name": "Packing",
          "items": [
           {
            "title": "Medicine",
            "priority": "low",
            "status": "done",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Camera",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Walking shoes",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Passport",
            "priority": "normal",
            "status": "done",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Headphones",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Charger",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Sunscreen",
            "priority": "normal",
            "status": "done",
            "tags": [
             "packing"
            ]
           },
           {
            "title": "Guidebook",
            "priority": "high",
            "status": "todo",
            "tags": [
             "packing"
            ]
           }
          ]
         },
         {
          "name": "Photos",
          "items": [
           {
            "title": "Day 1",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Seoul 서울, day 1",
               "url": "https://photos.example.org/trips/44893.jpg"
              }
             },
             {
              "image": {
               "caption": "Seoul 서울, day 1",
               "url": "https://photos.example.org/trips/63996.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 2",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Seoul 서울, day 2",
               "url": "https://photos.example.org/trips/64776.jpg"
              }
             }
            ]
           },
           {
            "title": "Day 3",
            "priority": "normal",
            "status": "done",
            "tags": [
             "photos"
            ],
            "attachments": [
             {
              "image": {
               "caption": "Seoul 서울, day 3",
               "url": "https://photos.example.org/trips/30000.jpg"
              }
             },
             {
              "image": {
               "caption": "Seoul 서울, day 3",
               "url": "https://photos.example.org/trips/14033.jpg"
              }
             },
             {
              "image": {
               "caption": "Seoul 서울, day 3",
               "url": "https://photos.example.org/trips/30198.jpg"
              }
             }
            ]
           }
          ]
         }
        ]
       }
      ]
     },
     {
      "name": "Learning",
      "children": [
       {
        "name": "Japanese 日本語",
        "children": [
         {
          "name": "Lesson 1",
          "items": [
           {
            "title": "本",
            "notes": "本: vocabulary from lesson 1.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "お茶",
            "notes": "お茶: vocabulary from lesson 1.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "食べる",
            "notes": "食べる: vocabulary from lesson 1.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "先生",
            "notes": "先生: vocabulary from lesson 1.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "猫",
            "notes": "猫: vocabulary from lesson 1.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           }
          ]
         },
         {
          "name": "Lesson 2",
          "items": [
           {
            "title": "猫",
            "notes": "猫: vocabulary from lesson 2.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "飲む",
            "notes": "飲む: vocabulary from lesson 2.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "犬",
            "notes": "犬: vocabulary from lesson 2.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "駅",
            "notes": "駅: vocabulary from lesson 2.",
            "priority": "high",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "こんにちは",
            "notes": "こんにちは: vocabulary from lesson 2.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           }
          ]
         },
         {
          "name": "Lesson 3",
          "items": [
           {
            "title": "先生",
            "notes": "先生: vocabulary from lesson 3.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "猫",
            "notes": "猫: vocabulary from lesson 3.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "時間",
            "notes": "時間: vocabulary from lesson 3.",
            "priority": "high",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "すみません",
            "notes": "すみません: vocabulary from lesson 3.",
            "priority": "low",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "こんにちは",
            "notes": "こんにちは: vocabulary from lesson 3.",
            "priority": "high",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           }
          ]
         },
         {
          "name": "Lesson 4",
          "items": [
           {
            "title": "学校",
            "notes": "学校: vocabulary from lesson 4.",
            "priority": "low",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "猫",
            "notes": "猫: vocabulary from lesson 4.",
            "priority": "high",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "友達",
            "notes": "友達: vocabulary from lesson 4.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "電車",
            "notes": "電車: vocabulary from lesson 4.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "山",
            "notes": "山: vocabulary from lesson 4.",
            "priority": "high",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           }
          ]
         },
         {
          "name": "Lesson 5",
          "items": [
           {
            "title": "ありがとう",
            "notes": "ありがとう: vocabulary from lesson 5.",
            "priority": "high",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "電車",
            "notes": "電車: vocabulary from lesson 5.",
            "priority": "high",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "学校",
            "notes": "学校: vocabulary from lesson 5.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "飲む",
            "notes": "飲む: vocabulary from lesson 5.",
            "priority": "low",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "先生",
            "notes": "先生: vocabulary from lesson 5.",
            "priority": "high",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           }
          ]
         },
         {
          "name": "Lesson 6",
          "items": [
           {
            "title": "学校",
            "notes": "学校: vocabulary from lesson 6.",
            "priority": "high",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "猫",
            "notes": "猫: vocabulary from lesson 6.",
            "priority": "low",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "犬",
            "notes": "犬: vocabulary from lesson 6.",
            "priority": "high",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "飲む",
            "notes": "飲む: vocabulary from lesson 6.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "お茶",
            "notes": "お茶: vocabulary from lesson 6.",
            "priority": "high",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           }
          ]
         },
         {
          "name": "Lesson 7",
          "items": [
           {
            "title": "先生",
            "notes": "先生: vocabulary from lesson 7.",
            "priority": "high",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "お茶",
            "notes": "お茶: vocabulary from lesson 7.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "本",
            "notes": "本: vocabulary from lesson 7.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "猫",
            "notes": "猫: vocabulary from lesson 7.",
            "priority": "high",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "こんにちは",
            "notes": "こんにちは: vocabulary from lesson 7.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           }
          ]
         },
         {
          "name": "Lesson 8",
          "items": [
           {
            "title": "ありがとう",
            "notes": "ありがとう: vocabulary from lesson 8.",
            "priority": "high",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "先生",
            "notes": "先生: vocabulary from lesson 8.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "駅",
            "notes": "駅: vocabulary from lesson 8.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "電車",
            "notes": "電車: vocabulary from lesson 8.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "犬",
            "notes": "犬: vocabulary from lesson 8.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           }
          ]
         },
         {
          "name": "Lesson 9",
          "items": [
           {
            "title": "犬",
            "notes": "犬: vocabulary from lesson 9.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "川",
            "notes": "川: vocabulary from lesson 9.",
            "priority": "low",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "お茶",
            "notes": "お茶: vocabulary from lesson 9.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "友達",
            "notes": "友達: vocabulary from lesson 9.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "本",
            "notes": "本: vocabulary from lesson 9.",
            "priority": "low",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           }
          ]
         },
         {
          "name": "Lesson 10",
          "items": [
           {
            "title": "時間",
            "notes": "時間: vocabulary from lesson 10.",
            "priority": "low",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "山",
            "notes": "山: vocabulary from lesson 10.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "ありがとう",
            "notes": "ありがとう: vocabulary from lesson 10.",
            "priority": "high",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "お茶",
            "notes": "お茶: vocabulary from lesson 10.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "川",
            "notes": "川: vocabulary from lesson 10.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           }
          ]
         },
         {
          "name": "Lesson 11",
          "items": [
           {
            "title": "すみません",
            "notes": "すみません: vocabulary from lesson 11.",
            "priority": "high",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "犬",
            "notes": "犬: vocabulary from lesson 11.",
            "priority": "high",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "友達",
            "notes": "友達: vocabulary from lesson 11.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "ありがとう",
            "notes": "ありがとう: vocabulary from lesson 11.",
            "priority": "high",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "こんにちは",
            "notes": "こんにちは: vocabulary from lesson 11.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "japanese",
             "vocab"
            ]
           }
          ]
         },
         {
          "name": "Lesson 12",
          "items": [
           {
            "title": "駅",
            "notes": "駅: vocabulary from lesson 12.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "飲む",
            "notes": "飲む: vocabulary from lesson 12.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "学校",
            "notes": "学校: vocabulary from lesson 12.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "本",
            "notes": "本: vocabulary from lesson 12.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           },
           {
            "title": "天気",
            "notes": "天気: vocabulary from lesson 12.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "japanese",
             "vocab"
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "Spanish",
        "children": [
         {
          "name": "Unit 1",
          "items": [
           {
            "title": "mañana",
            "priority": "normal",
            "status": "doing",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "playa",
            "priority": "low",
            "status": "done",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "gracias",
            "priority": "low",
            "status": "done",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "tiempo",
            "priority": "normal",
            "status": "doing",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "ciudad",
            "priority": "low",
            "status": "doing",
            "tags": [
             "spanish"
            ]
           }
          ]
         },
         {
          "name": "Unit 2",
          "items": [
           {
            "title": "tiempo",
            "priority": "normal",
            "status": "doing",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "comer",
            "priority": "low",
            "status": "doing",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "beber",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "libro",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "gato",
            "priority": "high",
            "status": "done",
            "tags": [
             "spanish"
            ]
           }
          ]
         },
         {
          "name": "Unit 3",
          "items": [
           {
            "title": "libro",
            "priority": "low",
            "status": "done",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "perro",
            "priority": "high",
            "status": "todo",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "montaña",
            "priority": "normal",
            "status": "done",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "beber",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "hola",
            "priority": "normal",
            "status": "done",
            "tags": [
             "spanish"
            ]
           }
          ]
         },
         {
          "name": "Unit 4",
          "items": [
           {
            "title": "libro",
            "priority": "normal",
            "status": "done",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "tiempo",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "hola",
            "priority": "low",
            "status": "done",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "beber",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "comer",
            "priority": "high",
            "status": "todo",
            "tags": [
             "spanish"
            ]
           }
          ]
         },
         {
          "name": "Unit 5",
          "items": [
           {
            "title": "ciudad",
            "priority": "normal",
            "status": "done",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "playa",
            "priority": "high",
            "status": "todo",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "gracias",
            "priority": "normal",
            "status": "doing",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "mañana",
            "priority": "low",
            "status": "done",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "perro",
            "priority": "low",
            "status": "done",
            "tags": [
             "spanish"
            ]
           }
          ]
         },
         {
          "name": "Unit 6",
          "items": [
           {
            "title": "perro",
            "priority": "high",
            "status": "done",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "tiempo",
            "priority": "normal",
            "status": "done",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "gato",
            "priority": "normal",
            "status": "doing",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "libro",
            "priority": "normal",
            "status": "doing",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "beber",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "spanish"
            ]
           }
          ]
         },
         {
          "name": "Unit 7",
          "items": [
           {
            "title": "ciudad",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "gracias",
            "priority": "high",
            "status": "todo",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "casa",
            "priority": "low",
            "status": "done",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "montaña",
            "priority": "low",
            "status": "todo",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "libro",
            "priority": "normal",
            "status": "doing",
            "tags": [
             "spanish"
            ]
           }
          ]
         },
         {
          "name": "Unit 8",
          "items": [
           {
            "title": "gato",
            "priority": "normal",
            "status": "done",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "montaña",
            "priority": "high",
            "status": "done",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "gracias",
            "priority": "high",
            "status": "done",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "libro",
            "priority": "low",
            "status": "done",
            "tags": [
             "spanish"
            ]
           },
           {
            "title": "beber",
            "priority": "normal",
            "status": "done",
            "tags": [
             "spanish"
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "Guitar",
        "items": [
         {
          "title": "Blackbird",
          "notes": "Slow down the bridge.",
          "priority": "high",
          "status": "done",
          "tags": [
           "music",
           "guitar"
          ]
         },
         {
          "title": "Wonderwall",
          "notes": "Practise the barre chord.",
          "priority": "low",
          "status": "todo",
          "tags": [
           "music",
           "guitar"
          ]
         },
         {
          "title": "Hallelujah",
          "notes": "Slow down the bridge.",
          "priority": "normal",
          "status": "todo",
          "tags": [
           "music",
           "guitar"
          ]
         },
         {
          "title": "Romanza",
          "notes": "Capo on 2.",
          "priority": "low",
          "status": "doing",
          "tags": [
           "music",
           "guitar"
          ]
         },
         {
          "title": "Dust in the Wind",
          "notes": "Capo on 2.",
          "priority": "low",
          "status": "done",
          "tags": [
           "music",
           "guitar"
          ]
         },
         {
          "title": "Tears in Heaven",
          "notes": "Practise the barre chord.",
          "priority": "low",
          "status": "done",
          "tags": [
           "music",
           "guitar"
          ]
         },
         {
          "title": "Greensleeves",
          "notes": "Capo on 2.",
          "priority": "normal",
          "status": "done",
          "tags": [
           "music",
           "guitar"
          ]
         }
        ]
       },
       {
        "name": "Courses",
        "items": [
         {
          "title": "Databases 101",
          "notes": "Weekly, Tuesdays.",
          "priority": "normal",
          "status": "doing",
          "tags": [
           "course"
          ],
          "attachments": [
           {
            "link": "https://learn.example.edu/databases-101"
           }
          ]
         },
         {
          "title": "Compilers",
          "notes": "Weekly, Tuesdays.",
          "priority": "high",
          "status": "todo",
          "tags": [
           "course"
          ],
          "attachments": [
           {
            "link": "https://learn.example.edu/compilers"
           }
          ]
         },
         {
          "title": "Statistics",
          "notes": "Weekly, Tuesdays.",
          "priority": "normal",
          "status": "doing",
          "tags": [
           "course"
          ],
          "attachments": [
           {
            "link": "https://learn.example.edu/statistics"
           }
          ]
         },
         {
          "title": "Linear algebra",
          "notes": "Weekly, Tuesdays.",
          "priority": "high",
          "status": "todo",
          "tags": [
           "course"
          ],
          "attachments": [
           {
            "link": "https://learn.example.edu/linear-algebra"
           }
          ]
         },
         {
          "title": "Drawing basics",
          "notes": "Weekly, Tuesdays.",
          "priority": "high",
          "status": "doing",
          "tags": [
           "course"
          ],
          "attachments": [
           {
            "link": "https://learn.example.edu/drawing-basics"
           }
          ]
         }
        ]
       }
      ]
     },
     {
      "name": "Finance",
      "children": [
       {
        "name": "Budget 2026",
        "children": [
         {
          "name": "January",
          "items": [
           {
            "title": "Rent (January)",
            "notes": "Planned: 162 €.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Groceries (January)",
            "notes": "Planned: 399 €.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Transport (January)",
            "notes": "Planned: 393 €.",
            "priority": "low",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Savings (January)",
            "notes": "Planned: 700 €.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "budget"
            ]
           }
          ]
         },
         {
          "name": "February",
          "items": [
           {
            "title": "Rent (February)",
            "notes": "Planned: 141 €.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Groceries (February)",
            "notes": "Planned: 701 €.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Transport (February)",
            "notes": "Planned: 72 €.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Savings (February)",
            "notes": "Planned: 331 €.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "budget"
            ]
           }
          ]
         },
         {
          "name": "March",
          "items": [
           {
            "title": "Rent (March)",
            "notes": "Planned: 345 €.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Groceries (March)",
            "notes": "Planned: 514 €.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Transport (March)",
            "notes": "Planned: 788 €.",
            "priority": "low",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Savings (March)",
            "notes": "Planned: 251 €.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "budget"
            ]
           }
          ]
         },
         {
          "name": "April",
          "items": [
           {
            "title": "Rent (April)",
            "notes": "Planned: 355 €.",
            "priority": "low",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Groceries (April)",
            "notes": "Planned: 560 €.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Transport (April)",
            "notes": "Planned: 657 €.",
            "priority": "high",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Savings (April)",
            "notes": "Planned: 168 €.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "budget"
            ]
           }
          ]
         },
         {
          "name": "May",
          "items": [
           {
            "title": "Rent (May)",
            "notes": "Planned: 121 €.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Groceries (May)",
            "notes": "Planned: 294 €.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Transport (May)",
            "notes": "Planned: 843 €.",
            "priority": "high",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Savings (May)",
            "notes": "Planned: 443 €.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "budget"
            ]
           }
          ]
         },
         {
          "name": "June",
          "items": [
           {
            "title": "Rent (June)",
            "notes": "Planned: 590 €.",
            "priority": "low",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Groceries (June)",
            "notes": "Planned: 189 €.",
            "priority": "low",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Transport (June)",
            "notes": "Planned: 760 €.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Savings (June)",
            "notes": "Planned: 852 €.",
            "priority": "high",
            "status": "todo",
            "tags": [
             "budget"
            ]
           }
          ]
         },
         {
          "name": "July",
          "items": [
           {
            "title": "Rent (July)",
            "notes": "Planned: 623 €.",
            "priority": "low",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Groceries (July)",
            "notes": "Planned: 847 €.",
            "priority": "high",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Transport (July)",
            "notes": "Planned: 625 €.",
            "priority": "high",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Savings (July)",
            "notes": "Planned: 22 €.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "budget"
            ]
           }
          ]
         },
         {
          "name": "August",
          "items": [
           {
            "title": "Rent (August)",
            "notes": "Planned: 314 €.",
            "priority": "low",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Groceries (August)",
            "notes": "Planned: 443 €.",
            "priority": "high",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Transport (August)",
            "notes": "Planned: 644 €.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Savings (August)",
            "notes": "Planned: 773 €.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "budget"
            ]
           }
          ]
         },
         {
          "name": "September",
          "items": [
           {
            "title": "Rent (September)",
            "notes": "Planned: 464 €.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Groceries (September)",
            "notes": "Planned: 366 €.",
            "priority": "low",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Transport (September)",
            "notes": "Planned: 661 €.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Savings (September)",
            "notes": "Planned: 490 €.",
            "priority": "high",
            "status": "todo",
            "tags": [
             "budget"
            ]
           }
          ]
         },
         {
          "name": "October",
          "items": [
           {
            "title": "Rent (October)",
            "notes": "Planned: 561 €.",
            "priority": "low",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Groceries (October)",
            "notes": "Planned: 619 €.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Transport (October)",
            "notes": "Planned: 701 €.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Savings (October)",
            "notes": "Planned: 513 €.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "budget"
            ]
           }
          ]
         },
         {
          "name": "November",
          "items": [
           {
            "title": "Rent (November)",
            "notes": "Planned: 892 €.",
            "priority": "high",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Groceries (November)",
            "notes": "Planned: 260 €.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Transport (November)",
            "notes": "Planned: 387 €.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Savings (November)",
            "notes": "Planned: 686 €.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "budget"
            ]
           }
          ]
         },
         {
          "name": "December",
          "items": [
           {
            "title": "Rent (December)",
            "notes": "Planned: 587 €.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Groceries (December)",
            "notes": "Planned: 323 €.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Transport (December)",
            "notes": "Planned: 680 €.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "budget"
            ]
           },
           {
            "title": "Savings (December)",
            "notes": "Planned: 456 €.",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "budget"
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "Taxes",
        "items": [
         {
          "title": "Collect receipts",
          "priority": "high",
          "status": "doing",
          "due": "2027-07-05",
          "tags": [
           "taxes"
          ]
         },
         {
          "title": "Pension statement",
          "priority": "high",
          "status": "done",
          "due": "2027-08-18",
          "tags": [
           "taxes"
          ]
         },
         {
          "title": "File the return",
          "priority": "high",
          "status": "todo",
          "due": "2027-02-04",
          "tags": [
           "taxes"
          ]
         },
         {
          "title": "Pay the balance",
          "priority": "high",
          "status": "todo",
          "due": "2027-04-02",
          "tags": [
           "taxes"
          ]
         }
        ]
       },
       {
        "name": "Subscriptions",
        "items": [
         {
          "title": "Music streaming",
          "notes": "8 € a month.",
          "priority": "normal",
          "status": "todo",
          "tags": [
           "subscription"
          ],
          "attachments": [
           {
            "link": "https://musicstreaming.example.com/account"
           }
          ]
         },
         {
          "title": "Cloud storage",
          "notes": "19 € a month.",
          "priority": "normal",
          "status": "todo",
          "tags": [
           "subscription"
          ],
          "attachments": [
           {
            "link": "https://cloudstorage.example.com/account"
           }
          ]
         },
         {
          "title": "Newspaper",
          "notes": "5 € a month.",
          "priority": "high",
          "status": "todo",
          "tags": [
           "subscription"
          ],
          "attachments": [
           {
            "link": "https://newspaper.example.com/account"
           }
          ]
         },
         {
          "title": "VPN",
          "notes": "7 € a month.",
          "priority": "low",
          "status": "done",
          "tags": [
           "subscription"
          ],
          "attachments": [
           {
            "link": "https://vpn.example.com/account"
           }
          ]
         },
         {
          "title": "Gym",
          "notes": "14 € a month.",
          "priority": "high",
          "status": "done",
          "tags": [
           "subscription"
          ],
          "attachments": [
           {
            "link": "https://gym.example.com/account"
           }
          ]
         }
        ]
       }
      ]
     },
     {
      "name": "Health",
      "children": [
       {
        "name": "Running plan",
        "children": [
         {
          "name": "Week 1",
          "items": [
           {
            "title": "Mon: hills",
            "priority": "normal",
            "status": "done",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Wed: long run 14k",
            "priority": "normal",
            "status": "done",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Fri: tempo 8k",
            "priority": "high",
            "status": "done",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Sun: rest",
            "priority": "normal",
            "status": "done",
            "tags": [
             "running"
            ]
           }
          ]
         },
         {
          "name": "Week 2",
          "items": [
           {
            "title": "Mon: easy 5k",
            "priority": "normal",
            "status": "done",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Wed: long run 14k",
            "priority": "normal",
            "status": "done",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Fri: hills",
            "priority": "normal",
            "status": "done",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Sun: easy 5k",
            "priority": "normal",
            "status": "done",
            "tags": [
             "running"
            ]
           }
          ]
         },
         {
          "name": "Week 3",
          "items": [
           {
            "title": "Mon: intervals 6×400",
            "priority": "normal",
            "status": "done",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Wed: rest",
            "priority": "normal",
            "status": "done",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Fri: easy 5k",
            "priority": "low",
            "status": "done",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Sun: intervals 6×400",
            "priority": "normal",
            "status": "done",
            "tags": [
             "running"
            ]
           }
          ]
         },
         {
          "name": "Week 4",
          "items": [
           {
            "title": "Mon: tempo 8k",
            "priority": "normal",
            "status": "done",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Wed: easy 5k",
            "priority": "normal",
            "status": "done",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Fri: long run 14k",
            "priority": "normal",
            "status": "done",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Sun: rest",
            "priority": "normal",
            "status": "done",
            "tags": [
             "running"
            ]
           }
          ]
         },
         {
          "name": "Week 5",
          "items": [
           {
            "title": "Mon: easy 5k",
            "priority": "low",
            "status": "done",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Wed: intervals 6×400",
            "priority": "high",
            "status": "done",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Fri: rest",
            "priority": "normal",
            "status": "done",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Sun: intervals 6×400",
            "priority": "low",
            "status": "done",
            "tags": [
             "running"
            ]
           }
          ]
         },
         {
          "name": "Week 6",
          "items": [
           {
            "title": "Mon: intervals 6×400",
            "priority": "high",
            "status": "todo",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Wed: hills",
            "priority": "high",
            "status": "todo",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Fri: tempo 8k",
            "priority": "low",
            "status": "todo",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Sun: intervals 6×400",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "running"
            ]
           }
          ]
         },
         {
          "name": "Week 7",
          "items": [
           {
            "title": "Mon: intervals 6×400",
            "priority": "high",
            "status": "todo",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Wed: hills",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Fri: tempo 8k",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Sun: long run 14k",
            "priority": "low",
            "status": "todo",
            "tags": [
             "running"
            ]
           }
          ]
         },
         {
          "name": "Week 8",
          "items": [
           {
            "title": "Mon: intervals 6×400",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Wed: hills",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Fri: long run 14k",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Sun: hills",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "running"
            ]
           }
          ]
         },
         {
          "name": "Week 9",
          "items": [
           {
            "title": "Mon: easy 5k",
            "priority": "low",
            "status": "todo",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Wed: intervals 6×400",
            "priority": "low",
            "status": "todo",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Fri: long run 14k",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Sun: tempo 8k",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "running"
            ]
           }
          ]
         },
         {
          "name": "Week 10",
          "items": [
           {
            "title": "Mon: long run 14k",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Wed: long run 14k",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Fri: tempo 8k",
            "priority": "high",
            "status": "todo",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Sun: rest",
            "priority": "high",
            "status": "todo",
            "tags": [
             "running"
            ]
           }
          ]
         },
         {
          "name": "Week 11",
          "items": [
           {
            "title": "Mon: hills",
            "priority": "high",
            "status": "todo",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Wed: rest",
            "priority": "low",
            "status": "todo",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Fri: long run 14k",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Sun: tempo 8k",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "running"
            ]
           }
          ]
         },
         {
          "name": "Week 12",
          "items": [
           {
            "title": "Mon: hills",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Wed: intervals 6×400",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Fri: intervals 6×400",
            "priority": "low",
            "status": "todo",
            "tags": [
             "running"
            ]
           },
           {
            "title": "Sun: easy 5k",
            "priority": "normal",
            "status": "todo",
            "tags": [
             "running"
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "Appointments",
        "items": [
         {
          "title": "Dentist",
          "priority": "normal",
          "status": "done",
          "due": "2026-09-27",
          "tags": [
           "health"
          ]
         },
         {
          "title": "Eye test",
          "priority": "normal",
          "status": "done",
          "due": "2026-03-24",
          "tags": [
           "health"
          ]
         },
         {
          "title": "Physio",
          "priority": "normal",
          "status": "doing",
          "due": "2026-09-17",
          "tags": [
           "health"
          ]
         },
         {
          "title": "Blood test",
          "priority": "normal",
          "status": "doing",
          "due": "2026-04-12",
          "tags": [
           "health"
          ]
         }
        ]
       }
      ]
     },
     {
      "name": "Archive",
      "notes": "Finished and abandoned things, by year.",
      "children": [
       {
        "name": "2014",
        "children": [
         {
          "name": "2014-01",
          "items": [
           {
            "title": "Draft #4958",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Note #2162",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Idea #4563",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Old ticket #4738",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Old ticket #9332",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Experiment #8325",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Idea #9645",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Old ticket #1619",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Note #9468",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           }
          ]
         },
         {
          "name": "2014-02",
          "items": [
           {
            "title": "Draft #4740",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Note #2613",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Draft #4953",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Draft #6859",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Idea #9727",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Experiment #5616",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Note #8232",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Draft #9473",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Experiment #9270",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           }
          ]
         },
         {
          "name": "2014-03",
          "items": [
           {
            "title": "Idea #1030",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Draft #1736",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Old ticket #7460",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Experiment #9114",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Old ticket #6128",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Idea #5086",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Experiment #9441",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Idea #2853",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Old ticket #7803",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Idea #8591",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           }
          ]
         },
         {
          "name": "2014-04",
          "items": [
           {
            "title": "Idea #7843",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Experiment #4460",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Draft #3928",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Old ticket #7321",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Note #7313",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Draft #8516",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Idea #3499",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Idea #9364",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Old ticket #3838",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Old ticket #7627",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           }
          ]
         },
         {
          "name": "2014-05",
          "items": [
           {
            "title": "Old ticket #8347",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Draft #3271",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Draft #7949",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Note #8938",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Experiment #8317",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Note #7488",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Idea #2291",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Experiment #7907",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           }
          ]
         },
         {
          "name": "2014-06",
          "items": [
           {
            "title": "Experiment #9831",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Note #8624",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Idea #2072",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Draft #7552",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           }
          ]
         },
         {
          "name": "2014-07",
          "items": [
           {
            "title": "Idea #9796",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Note #5289",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Draft #2425",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Idea #7443",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           }
          ]
         },
         {
          "name": "2014-08",
          "items": [
           {
            "title": "Old ticket #2607",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Idea #8381",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Old ticket #7315",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Experiment #6127",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Draft #6738",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Draft #5831",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Old ticket #3565",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Experiment #3512",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           }
          ]
         },
         {
          "name": "2014-09",
          "items": [
           {
            "title": "Idea #9917",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Draft #6620",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Old ticket #3431",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Note #8226",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Note #4662",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Experiment #9659",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Draft #4827",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           }
          ]
         },
         {
          "name": "2014-10",
          "items": [
           {
            "title": "Draft #8389",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Draft #9768",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Draft #7809",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Experiment #4047",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Idea #2403",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Draft #5448",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           }
          ]
         },
         {
          "name": "2014-11",
          "items": [
           {
            "title": "Experiment #6300",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Experiment #7944",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Old ticket #4428",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Draft #4089",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Draft #4775",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Old ticket #8459",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Experiment #5721",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Experiment #7345",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Experiment #8326",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Note #6080",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           }
          ]
         },
         {
          "name": "2014-12",
          "items": [
           {
            "title": "Old ticket #2607",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Old ticket #7513",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Experiment #4385",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Experiment #7980",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Experiment #6201",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Note #4805",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Old ticket #2673",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Draft #3669",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           },
           {
            "title": "Experiment #5482",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2014"
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "2015",
        "children": [
         {
          "name": "2015-01",
          "items": [
           {
            "title": "Old ticket #4586",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Experiment #7461",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Idea #8031",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Idea #8676",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Draft #6631",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Idea #6947",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Idea #6587",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           }
          ]
         },
         {
          "name": "2015-02",
          "items": [
           {
            "title": "Note #5026",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Note #4854",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Experiment #4993",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Idea #7142",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Draft #9669",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           }
          ]
         },
         {
          "name": "2015-03",
          "items": [
           {
            "title": "Draft #5828",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Old ticket #2960",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Idea #3222",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Idea #1187",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Old ticket #2307",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Experiment #9442",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Note #9849",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Draft #8783",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           }
          ]
         },
         {
          "name": "2015-04",
          "items": [
           {
            "title": "Note #2966",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Note #5189",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Idea #9020",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Note #9027",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Note #4603",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Idea #8126",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Draft #1015",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Idea #6946",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Draft #8836",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           }
          ]
         },
         {
          "name": "2015-05",
          "items": [
           {
            "title": "Idea #8048",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Experiment #2657",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Note #9208",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Draft #6819",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Old ticket #9216",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Experiment #3116",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Old ticket #3326",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Experiment #7741",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Draft #2974",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Idea #3681",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           }
          ]
         },
         {
          "name": "2015-06",
          "items": [
           {
            "title": "Old ticket #6459",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Old ticket #2438",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Draft #4005",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Draft #2488",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Note #5578",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Idea #2824",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Idea #5336",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Old ticket #9678",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           }
          ]
         },
         {
          "name": "2015-07",
          "items": [
           {
            "title": "Experiment #5516",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Experiment #3688",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Old ticket #1302",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Old ticket #2799",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Old ticket #7332",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Note #4796",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Idea #2351",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           }
          ]
         },
         {
          "name": "2015-08",
          "items": [
           {
            "title": "Note #5109",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Draft #4163",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Idea #7772",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Note #2896",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Old ticket #4635",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Old ticket #4634",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Experiment #1220",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           }
          ]
         },
         {
          "name": "2015-09",
          "items": [
           {
            "title": "Note #4174",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Note #9234",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Idea #7294",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Idea #6351",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Experiment #4150",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Draft #1689",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Old ticket #4923",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Note #4214",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Idea #5502",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Old ticket #4797",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           }
          ]
         },
         {
          "name": "2015-10",
          "items": [
           {
            "title": "Old ticket #4843",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Experiment #8270",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Old ticket #1080",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Old ticket #7813",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Draft #1792",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Experiment #5382",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Draft #6774",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Experiment #6956",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           }
          ]
         },
         {
          "name": "2015-11",
          "items": [
           {
            "title": "Experiment #4067",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Idea #5193",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Experiment #5594",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Draft #8609",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Note #8060",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Old ticket #1520",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Idea #6444",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Idea #7697",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           }
          ]
         },
         {
          "name": "2015-12",
          "items": [
           {
            "title": "Old ticket #3114",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Note #1927",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Draft #8878",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Old ticket #6508",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           },
           {
            "title": "Old ticket #3242",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2015"
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "2016",
        "children": [
         {
          "name": "2016-01",
          "items": [
           {
            "title": "Old ticket #3296",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Experiment #2508",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Old ticket #6770",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Idea #8200",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Old ticket #4632",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Old ticket #3304",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Old ticket #5614",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Idea #2406",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           }
          ]
         },
         {
          "name": "2016-02",
          "items": [
           {
            "title": "Experiment #5788",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Draft #5583",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Old ticket #4235",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Draft #4609",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Note #1419",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Old ticket #1385",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Draft #6656",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           }
          ]
         },
         {
          "name": "2016-03",
          "items": [
           {
            "title": "Old ticket #6395",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Draft #2882",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Idea #4658",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Old ticket #9015",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Note #5322",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Idea #3266",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Draft #9305",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Note #9443",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           }
          ]
         },
         {
          "name": "2016-04",
          "items": [
           {
            "title": "Draft #9432",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Draft #8500",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Idea #4993",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Experiment #5968",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Experiment #3839",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Note #9557",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Old ticket #8884",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Experiment #7962",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Note #1993",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Idea #6720",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           }
          ]
         },
         {
          "name": "2016-05",
          "items": [
           {
            "title": "Old ticket #3777",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Experiment #3855",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Old ticket #6381",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Old ticket #3501",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           }
          ]
         },
         {
          "name": "2016-06",
          "items": [
           {
            "title": "Idea #7549",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Old ticket #5449",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Experiment #3002",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Old ticket #2683",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Idea #9045",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Draft #5823",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           }
          ]
         },
         {
          "name": "2016-07",
          "items": [
           {
            "title": "Idea #5433",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Draft #9764",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Experiment #5240",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Idea #3972",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Draft #3701",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Experiment #9409",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Old ticket #9728",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Draft #3726",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Note #8257",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Experiment #1062",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           }
          ]
         },
         {
          "name": "2016-08",
          "items": [
           {
            "title": "Note #5974",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Note #7675",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Old ticket #8153",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Idea #9561",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Idea #1596",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           }
          ]
         },
         {
          "name": "2016-09",
          "items": [
           {
            "title": "Draft #2378",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Note #4318",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Idea #3816",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Note #7842",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Old ticket #6602",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Old ticket #1886",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Note #8860",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           }
          ]
         },
         {
          "name": "2016-10",
          "items": [
           {
            "title": "Old ticket #6965",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Idea #8410",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Idea #3666",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Old ticket #8996",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           }
          ]
         },
         {
          "name": "2016-11",
          "items": [
           {
            "title": "Draft #5455",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Old ticket #8767",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Idea #1260",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Note #2563",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Idea #9909",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Old ticket #6585",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Old ticket #3419",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Idea #7469",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Idea #9750",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Idea #9691",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           }
          ]
         },
         {
          "name": "2016-12",
          "items": [
           {
            "title": "Idea #4415",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Note #1585",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Idea #4929",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Note #7860",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Draft #1838",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Note #1079",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Old ticket #6059",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           },
           {
            "title": "Experiment #6016",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2016"
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "2017",
        "children": [
         {
          "name": "2017-01",
          "items": [
           {
            "title": "Experiment #6258",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Idea #3974",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Idea #7768",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Old ticket #3714",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Experiment #8881",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Draft #8334",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Draft #1696",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           }
          ]
         },
         {
          "name": "2017-02",
          "items": [
           {
            "title": "Draft #5257",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Idea #5106",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Old ticket #8223",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Idea #3795",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Experiment #8630",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Old ticket #7880",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           }
          ]
         },
         {
          "name": "2017-03",
          "items": [
           {
            "title": "Old ticket #7332",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Experiment #9893",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Note #5486",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Draft #5017",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Note #4043",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Draft #4805",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Note #4214",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Experiment #6859",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Note #7257",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           }
          ]
         },
         {
          "name": "2017-04",
          "items": [
           {
            "title": "Experiment #7194",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Experiment #4938",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Note #5197",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Experiment #1104",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Idea #5254",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Old ticket #7192",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Old ticket #8050",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Draft #5961",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           }
          ]
         },
         {
          "name": "2017-05",
          "items": [
           {
            "title": "Experiment #9996",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Draft #1129",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Idea #5246",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Idea #4100",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Note #3384",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Draft #1596",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Experiment #7200",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           }
          ]
         },
         {
          "name": "2017-06",
          "items": [
           {
            "title": "Draft #1246",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Idea #1788",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Idea #7914",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Note #8672",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           }
          ]
         },
         {
          "name": "2017-07",
          "items": [
           {
            "title": "Experiment #9711",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Draft #4974",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Old ticket #9894",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Draft #5825",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Idea #2623",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Old ticket #9562",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Old ticket #6484",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Note #8993",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Draft #5690",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           }
          ]
         },
         {
          "name": "2017-08",
          "items": [
           {
            "title": "Old ticket #2602",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Idea #3861",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Old ticket #5070",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Idea #3925",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Idea #8837",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Idea #8803",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Experiment #3456",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           }
          ]
         },
         {
          "name": "2017-09",
          "items": [
           {
            "title": "Note #7251",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Old ticket #5881",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Note #3169",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Note #4302",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Old ticket #6635",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           }
          ]
         },
         {
          "name": "2017-10",
          "items": [
           {
            "title": "Draft #3736",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Experiment #4352",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Old ticket #1420",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Idea #6096",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Experiment #8696",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Idea #6458",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Experiment #3403",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Idea #2826",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Draft #6227",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           }
          ]
         },
         {
          "name": "2017-11",
          "items": [
           {
            "title": "Idea #8037",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Draft #7731",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Idea #1083",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Draft #2377",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Note #4097",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Experiment #7620",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Idea #9070",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Note #1674",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Note #5721",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           }
          ]
         },
         {
          "name": "2017-12",
          "items": [
           {
            "title": "Experiment #3230",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Experiment #1198",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Old ticket #4462",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Note #8764",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           },
           {
            "title": "Old ticket #6311",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2017"
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "2018",
        "children": [
         {
          "name": "2018-01",
          "items": [
           {
            "title": "Idea #3082",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Experiment #5468",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #7033",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Idea #8638",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           }
          ]
         },
         {
          "name": "2018-02",
          "items": [
           {
            "title": "Old ticket #4485",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Experiment #3738",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Old ticket #1594",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Idea #8383",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Old ticket #9303",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #8589",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Experiment #7375",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Old ticket #3728",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Old ticket #5035",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #5020",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           }
          ]
         },
         {
          "name": "2018-03",
          "items": [
           {
            "title": "Note #6175",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Draft #9014",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #9328",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Old ticket #6958",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Old ticket #1345",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Idea #9899",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Experiment #7670",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Experiment #3519",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           }
          ]
         },
         {
          "name": "2018-04",
          "items": [
           {
            "title": "Old ticket #2463",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #7398",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Old ticket #4379",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Idea #6414",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Draft #7213",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Idea #6579",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           }
          ]
         },
         {
          "name": "2018-05",
          "items": [
           {
            "title": "Old ticket #7469",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Old ticket #8536",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #7544",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Idea #3828",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #5803",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Experiment #2233",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Idea #5356",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           }
          ]
         },
         {
          "name": "2018-06",
          "items": [
           {
            "title": "Experiment #7862",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Idea #8634",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #4050",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Old ticket #9894",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Draft #9632",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #6672",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Draft #2860",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #6755",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           }
          ]
         },
         {
          "name": "2018-07",
          "items": [
           {
            "title": "Note #6393",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Experiment #6641",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #9666",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Experiment #9110",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Old ticket #1955",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Draft #8647",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Old ticket #7862",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #2915",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           }
          ]
         },
         {
          "name": "2018-08",
          "items": [
           {
            "title": "Note #3499",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Experiment #6173",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Old ticket #5283",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #1203",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Idea #4607",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Draft #2759",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Experiment #4625",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Draft #4141",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Draft #2654",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Old ticket #2831",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           }
          ]
         },
         {
          "name": "2018-09",
          "items": [
           {
            "title": "Draft #6175",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Old ticket #5238",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Experiment #4854",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #2890",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Old ticket #4811",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #9324",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #5602",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Experiment #2248",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           }
          ]
         },
         {
          "name": "2018-10",
          "items": [
           {
            "title": "Idea #4073",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Idea #2300",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Old ticket #3478",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Old ticket #4463",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Draft #6787",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Old ticket #1227",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Old ticket #6698",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Draft #1136",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           }
          ]
         },
         {
          "name": "2018-11",
          "items": [
           {
            "title": "Experiment #7378",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Experiment #7850",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #4744",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Old ticket #4582",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Experiment #2495",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Old ticket #2832",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #9828",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Experiment #4663",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #6743",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           }
          ]
         },
         {
          "name": "2018-12",
          "items": [
           {
            "title": "Experiment #7960",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #1473",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Idea #8909",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Draft #2899",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Experiment #5105",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Experiment #8969",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Draft #9754",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Experiment #5752",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #4107",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           },
           {
            "title": "Note #2262",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2018"
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "2019",
        "children": [
         {
          "name": "2019-01",
          "items": [
           {
            "title": "Draft #3927",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Idea #1837",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Note #7206",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Idea #4193",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           }
          ]
         },
         {
          "name": "2019-02",
          "items": [
           {
            "title": "Draft #9495",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Draft #9538",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Idea #6742",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Idea #9228",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Old ticket #8430",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Experiment #9334",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Note #6558",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Idea #8970",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           }
          ]
         },
         {
          "name": "2019-03",
          "items": [
           {
            "title": "Draft #4694",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Idea #8113",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Idea #2783",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Old ticket #7031",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Note #8135",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Experiment #4910",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Draft #3178",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           }
          ]
         },
         {
          "name": "2019-04",
          "items": [
           {
            "title": "Draft #4847",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Draft #1743",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Idea #9225",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Idea #8834",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Idea #6113",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Idea #4345",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           }
          ]
         },
         {
          "name": "2019-05",
          "items": [
           {
            "title": "Draft #7451",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Note #2435",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Note #3861",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Note #8950",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Idea #6158",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Draft #1242",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Note #5368",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Experiment #4150",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           }
          ]
         },
         {
          "name": "2019-06",
          "items": [
           {
            "title": "Idea #3584",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Old ticket #4276",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Experiment #2559",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Idea #6376",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Draft #3024",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Idea #2327",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Draft #3518",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Experiment #9780",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Note #2213",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Draft #5999",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           }
          ]
         },
         {
          "name": "2019-07",
          "items": [
           {
            "title": "Idea #9189",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Note #5894",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Note #2895",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Experiment #9516",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Draft #9639",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Idea #6267",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           }
          ]
         },
         {
          "name": "2019-08",
          "items": [
           {
            "title": "Experiment #3879",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Idea #4178",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Old ticket #6499",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Draft #1953",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Note #2009",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Experiment #6519",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Old ticket #1766",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Idea #5024",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Note #3928",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           }
          ]
         },
         {
          "name": "2019-09",
          "items": [
           {
            "title": "Experiment #6223",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Note #9425",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Old ticket #7191",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Draft #1243",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           }
          ]
         },
         {
          "name": "2019-10",
          "items": [
           {
            "title": "Note #4144",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Old ticket #8046",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Note #9290",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Old ticket #9886",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           }
          ]
         },
         {
          "name": "2019-11",
          "items": [
           {
            "title": "Note #5081",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Draft #3437",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Idea #3115",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Note #3415",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Old ticket #7022",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Experiment #5397",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Old ticket #7592",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           }
          ]
         },
         {
          "name": "2019-12",
          "items": [
           {
            "title": "Note #6493",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Old ticket #3750",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Old ticket #9856",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Old ticket #6864",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Draft #7159",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           },
           {
            "title": "Idea #8934",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2019"
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "2020",
        "children": [
         {
          "name": "2020-01",
          "items": [
           {
            "title": "Draft #3395",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Draft #6161",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Experiment #3758",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Old ticket #4830",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Experiment #1255",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Draft #8770",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Note #7239",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           }
          ]
         },
         {
          "name": "2020-02",
          "items": [
           {
            "title": "Draft #7032",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Draft #5945",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Old ticket #7967",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Draft #9005",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Old ticket #4756",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           }
          ]
         },
         {
          "name": "2020-03",
          "items": [
           {
            "title": "Note #1316",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Old ticket #6569",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Experiment #3922",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Draft #8685",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Draft #4303",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Experiment #7933",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           }
          ]
         },
         {
          "name": "2020-04",
          "items": [
           {
            "title": "Old ticket #4059",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Experiment #5203",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Idea #3588",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Experiment #9000",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Draft #8980",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Note #7198",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Old ticket #6031",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Old ticket #9236",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           }
          ]
         },
         {
          "name": "2020-05",
          "items": [
           {
            "title": "Old ticket #8430",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Note #7173",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Idea #9946",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Old ticket #2765",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Old ticket #5855",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Note #9997",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           }
          ]
         },
         {
          "name": "2020-06",
          "items": [
           {
            "title": "Old ticket #2278",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Experiment #2432",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Note #3716",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Note #2367",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Old ticket #5789",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Draft #6215",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Idea #9573",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Note #4101",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Experiment #7015",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           }
          ]
         },
         {
          "name": "2020-07",
          "items": [
           {
            "title": "Idea #4041",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Old ticket #5021",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Idea #9603",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Idea #1960",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           }
          ]
         },
         {
          "name": "2020-08",
          "items": [
           {
            "title": "Experiment #1039",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Idea #2290",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Old ticket #6277",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Experiment #2712",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           }
          ]
         },
         {
          "name": "2020-09",
          "items": [
           {
            "title": "Old ticket #3119",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Draft #8389",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Experiment #2905",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Note #7535",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Experiment #9910",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           }
          ]
         },
         {
          "name": "2020-10",
          "items": [
           {
            "title": "Note #9089",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Old ticket #8500",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Idea #3501",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Idea #3830",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           }
          ]
         },
         {
          "name": "2020-11",
          "items": [
           {
            "title": "Experiment #5663",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Idea #9400",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Note #9228",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Experiment #5374",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Experiment #2757",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Old ticket #7630",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Idea #4446",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Note #9179",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Old ticket #4531",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Idea #4251",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           }
          ]
         },
         {
          "name": "2020-12",
          "items": [
           {
            "title": "Note #8241",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Draft #5985",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Draft #9949",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Experiment #4371",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Note #3283",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Old ticket #5942",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Experiment #8629",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Old ticket #3670",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           },
           {
            "title": "Draft #7255",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2020"
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "2021",
        "children": [
         {
          "name": "2021-01",
          "items": [
           {
            "title": "Experiment #5092",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Note #5340",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #5895",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Experiment #7541",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #3157",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Old ticket #8629",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Draft #8615",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           }
          ]
         },
         {
          "name": "2021-02",
          "items": [
           {
            "title": "Old ticket #3252",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Draft #1839",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Note #1801",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Note #5404",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #9419",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #9247",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           }
          ]
         },
         {
          "name": "2021-03",
          "items": [
           {
            "title": "Note #5998",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #7118",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #2505",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #5758",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Draft #7273",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           }
          ]
         },
         {
          "name": "2021-04",
          "items": [
           {
            "title": "Old ticket #5156",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Old ticket #9370",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Old ticket #5169",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Experiment #1126",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #7575",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Note #5921",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Note #2681",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Draft #3739",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #6787",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           }
          ]
         },
         {
          "name": "2021-05",
          "items": [
           {
            "title": "Old ticket #7861",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Experiment #1024",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #2903",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #1274",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Old ticket #6263",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           }
          ]
         },
         {
          "name": "2021-06",
          "items": [
           {
            "title": "Idea #9004",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Draft #2078",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Draft #7555",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Old ticket #5203",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Note #7221",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #8288",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           }
          ]
         },
         {
          "name": "2021-07",
          "items": [
           {
            "title": "Experiment #1131",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Note #7461",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Old ticket #5182",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #7868",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Draft #6158",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Note #9876",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Old ticket #8243",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #5695",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           }
          ]
         },
         {
          "name": "2021-08",
          "items": [
           {
            "title": "Draft #7198",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Note #8193",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #9753",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Experiment #3652",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Old ticket #9594",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Draft #2248",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #3726",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           }
          ]
         },
         {
          "name": "2021-09",
          "items": [
           {
            "title": "Draft #4842",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Note #5173",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Note #1651",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Draft #1112",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Note #5982",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Note #2248",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Note #4848",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Old ticket #8424",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Draft #1823",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #9336",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           }
          ]
         },
         {
          "name": "2021-10",
          "items": [
           {
            "title": "Experiment #7005",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #2900",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Experiment #8656",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Old ticket #6206",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Note #6045",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #7569",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Experiment #2068",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #1914",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           }
          ]
         },
         {
          "name": "2021-11",
          "items": [
           {
            "title": "Draft #8040",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Old ticket #7573",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Experiment #1948",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Draft #9426",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           }
          ]
         },
         {
          "name": "2021-12",
          "items": [
           {
            "title": "Old ticket #2332",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Draft #9972",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Old ticket #2926",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #5874",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Draft #7122",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Experiment #5561",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Old ticket #8857",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Idea #7035",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Experiment #3595",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           },
           {
            "title": "Old ticket #3069",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2021"
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "2022",
        "children": [
         {
          "name": "2022-01",
          "items": [
           {
            "title": "Experiment #9759",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Experiment #2472",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Old ticket #8475",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Idea #9650",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Note #2675",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Draft #8525",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Draft #7179",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           }
          ]
         },
         {
          "name": "2022-02",
          "items": [
           {
            "title": "Idea #9085",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Draft #6191",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Idea #9641",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Old ticket #2757",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Note #5800",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Draft #8226",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Draft #4883",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Old ticket #2713",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Idea #6873",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           }
          ]
         },
         {
          "name": "2022-03",
          "items": [
           {
            "title": "Note #7126",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Old ticket #4976",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Experiment #6222",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Idea #4186",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Draft #6107",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Note #1998",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Experiment #6048",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Idea #4658",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Old ticket #4071",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Experiment #9486",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           }
          ]
         },
         {
          "name": "2022-04",
          "items": [
           {
            "title": "Idea #3856",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Idea #5361",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Experiment #6307",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Idea #8196",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           }
          ]
         },
         {
          "name": "2022-05",
          "items": [
           {
            "title": "Old ticket #6910",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Idea #5547",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Note #2402",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Experiment #9067",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Draft #4592",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Draft #3396",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Idea #9337",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Note #7061",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Draft #6947",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           }
          ]
         },
         {
          "name": "2022-06",
          "items": [
           {
            "title": "Draft #8787",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Idea #8628",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Experiment #8034",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Draft #2422",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Experiment #8591",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Experiment #8135",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           }
          ]
         },
         {
          "name": "2022-07",
          "items": [
           {
            "title": "Experiment #3124",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Experiment #3473",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Experiment #4437",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Note #4649",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Old ticket #7018",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Draft #5568",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Old ticket #1095",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           }
          ]
         },
         {
          "name": "2022-08",
          "items": [
           {
            "title": "Experiment #6469",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Note #8616",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Note #7485",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Experiment #4618",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Old ticket #3978",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Old ticket #5117",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Old ticket #8529",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Draft #3284",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Draft #6132",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Experiment #9310",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           }
          ]
         },
         {
          "name": "2022-09",
          "items": [
           {
            "title": "Idea #7111",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Note #2788",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Idea #1904",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Draft #9642",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           }
          ]
         },
         {
          "name": "2022-10",
          "items": [
           {
            "title": "Draft #1751",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Idea #5533",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Old ticket #6728",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Note #1777",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Experiment #4235",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Draft #3305",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Old ticket #2359",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Note #4400",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Draft #9085",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           }
          ]
         },
         {
          "name": "2022-11",
          "items": [
           {
            "title": "Experiment #7132",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Idea #5639",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Idea #3396",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Old ticket #1830",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Draft #7050",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           }
          ]
         },
         {
          "name": "2022-12",
          "items": [
           {
            "title": "Note #6940",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Note #4149",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Idea #8705",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Old ticket #7445",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           },
           {
            "title": "Old ticket #2853",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2022"
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "2023",
        "children": [
         {
          "name": "2023-01",
          "items": [
           {
            "title": "Idea #9105",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Experiment #5019",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Note #8373",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Experiment #2781",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           }
          ]
         },
         {
          "name": "2023-02",
          "items": [
           {
            "title": "Old ticket #1703",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Draft #4285",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Idea #7396",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Idea #8095",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Draft #2180",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           }
          ]
         },
         {
          "name": "2023-03",
          "items": [
           {
            "title": "Draft #4817",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Note #4871",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Idea #1321",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Experiment #9909",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Old ticket #5138",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Old ticket #7638",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Note #7066",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Old ticket #5918",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           }
          ]
         },
         {
          "name": "2023-04",
          "items": [
           {
            "title": "Old ticket #9891",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Idea #5691",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Note #6952",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Experiment #8224",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Experiment #5250",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Idea #7541",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Note #7682",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Draft #2417",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           }
          ]
         },
         {
          "name": "2023-05",
          "items": [
           {
            "title": "Draft #3843",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Draft #7949",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Draft #5592",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Old ticket #1523",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Note #5194",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Note #4126",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Idea #9639",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           }
          ]
         },
         {
          "name": "2023-06",
          "items": [
           {
            "title": "Note #6224",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Note #3541",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Experiment #9570",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Note #1233",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           }
          ]
         },
         {
          "name": "2023-07",
          "items": [
           {
            "title": "Draft #1539",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Note #8116",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Old ticket #3284",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Idea #5626",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           }
          ]
         },
         {
          "name": "2023-08",
          "items": [
           {
            "title": "Old ticket #6757",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Draft #6086",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Experiment #4251",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Old ticket #1376",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Draft #3736",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Draft #4406",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           }
          ]
         },
         {
          "name": "2023-09",
          "items": [
           {
            "title": "Old ticket #5961",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Draft #1834",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Idea #8455",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Idea #9567",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Old ticket #3944",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Note #8890",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Note #1192",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Idea #6414",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Idea #7756",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Old ticket #4687",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           }
          ]
         },
         {
          "name": "2023-10",
          "items": [
           {
            "title": "Idea #4719",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Note #7911",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Experiment #5617",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Old ticket #3186",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Experiment #7075",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Note #4396",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Idea #8809",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Idea #7998",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Experiment #8930",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           }
          ]
         },
         {
          "name": "2023-11",
          "items": [
           {
            "title": "Idea #6674",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Draft #6055",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Old ticket #4314",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Experiment #2807",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Old ticket #2617",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Note #7708",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Old ticket #5236",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Note #5110",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           }
          ]
         },
         {
          "name": "2023-12",
          "items": [
           {
            "title": "Note #9778",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Old ticket #7126",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Note #7731",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Experiment #1364",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Old ticket #1099",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Idea #2210",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Experiment #7584",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Note #8683",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Note #1195",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           },
           {
            "title": "Experiment #4710",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2023"
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "2024",
        "children": [
         {
          "name": "2024-01",
          "items": [
           {
            "title": "Note #2932",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Old ticket #6847",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Experiment #4507",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Draft #8550",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Note #5434",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Old ticket #6962",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Draft #7723",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           }
          ]
         },
         {
          "name": "2024-02",
          "items": [
           {
            "title": "Idea #8357",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Note #8597",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Note #9535",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Draft #3960",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Idea #5103",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Old ticket #7881",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Idea #1955",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Draft #6857",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Experiment #9547",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Experiment #4882",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           }
          ]
         },
         {
          "name": "2024-03",
          "items": [
           {
            "title": "Experiment #5968",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Idea #2821",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Note #8704",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Old ticket #1269",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Draft #4695",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Experiment #2437",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           }
          ]
         },
         {
          "name": "2024-04",
          "items": [
           {
            "title": "Old ticket #4657",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Note #6226",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Experiment #5297",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Idea #2673",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Note #4270",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Note #6761",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Experiment #4984",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Draft #3206",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Note #7573",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Experiment #2491",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           }
          ]
         },
         {
          "name": "2024-05",
          "items": [
           {
            "title": "Old ticket #2395",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Old ticket #3570",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Experiment #9793",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Idea #4806",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Idea #6385",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Old ticket #1759",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Experiment #6308",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Note #1952",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Idea #6073",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Draft #8166",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           }
          ]
         },
         {
          "name": "2024-06",
          "items": [
           {
            "title": "Note #3533",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Idea #7227",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Idea #9924",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Old ticket #2588",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Experiment #3971",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Experiment #4200",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           }
          ]
         },
         {
          "name": "2024-07",
          "items": [
           {
            "title": "Experiment #8335",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Idea #8259",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Draft #8559",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Note #7206",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Old ticket #6671",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Note #4481",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Idea #9000",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Draft #5537",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           }
          ]
         },
         {
          "name": "2024-08",
          "items": [
           {
            "title": "Draft #5173",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Note #8861",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Draft #2758",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Note #1470",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Idea #7889",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Idea #2165",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Experiment #4224",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           }
          ]
         },
         {
          "name": "2024-09",
          "items": [
           {
            "title": "Draft #1372",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Draft #8552",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Idea #5107",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Draft #3116",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           }
          ]
         },
         {
          "name": "2024-10",
          "items": [
           {
            "title": "Note #1825",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Draft #6721",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Note #9240",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Draft #5355",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Old ticket #6498",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Experiment #8968",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Old ticket #4306",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Experiment #7700",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Note #4839",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Old ticket #8319",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           }
          ]
         },
         {
          "name": "2024-11",
          "items": [
           {
            "title": "Draft #2588",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Old ticket #5897",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Draft #3368",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Idea #6001",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Draft #2481",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Old ticket #4894",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Idea #7816",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Experiment #2168",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           }
          ]
         },
         {
          "name": "2024-12",
          "items": [
           {
            "title": "Note #5181",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Draft #1198",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Note #7679",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Experiment #3052",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Note #8670",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Experiment #1390",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Note #8689",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           },
           {
            "title": "Note #5912",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2024"
            ]
           }
          ]
         }
        ]
       },
       {
        "name": "2025",
        "children": [
         {
          "name": "2025-01",
          "items": [
           {
            "title": "Old ticket #5638",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Draft #8448",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Old ticket #7727",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Note #2655",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Note #8332",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Draft #6181",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Note #3220",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Note #7323",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Note #6755",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           }
          ]
         },
         {
          "name": "2025-02",
          "items": [
           {
            "title": "Old ticket #3686",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Idea #4035",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Note #9481",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Note #7987",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Experiment #6693",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Old ticket #4510",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Note #8684",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Experiment #5575",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Experiment #9758",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Old ticket #5772",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           }
          ]
         },
         {
          "name": "2025-03",
          "items": [
           {
            "title": "Experiment #1261",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Experiment #6324",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Note #2490",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Note #3636",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Experiment #1682",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Idea #9187",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Experiment #8019",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Draft #2857",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Idea #9932",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           }
          ]
         },
         {
          "name": "2025-04",
          "items": [
           {
            "title": "Draft #6037",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Note #6817",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Note #9307",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Experiment #1889",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Experiment #7544",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Experiment #3570",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           }
          ]
         },
         {
          "name": "2025-05",
          "items": [
           {
            "title": "Idea #2487",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Note #7941",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Idea #1950",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Experiment #5297",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Draft #9601",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Draft #5520",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Draft #8146",
            "notes": "Might revisit.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Idea #6361",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Experiment #7621",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           }
          ]
         },
         {
          "name": "2025-06",
          "items": [
           {
            "title": "Old ticket #9535",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Idea #8665",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Idea #7412",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Experiment #8357",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Note #2868",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Old ticket #8571",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Draft #8517",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Idea #8282",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Draft #2667",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Old ticket #9709",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           }
          ]
         },
         {
          "name": "2025-07",
          "items": [
           {
            "title": "Draft #4907",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Experiment #1587",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Draft #7555",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Note #9720",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Old ticket #7343",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Idea #3129",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Old ticket #7282",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Experiment #3422",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Idea #1017",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Old ticket #5081",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           }
          ]
         },
         {
          "name": "2025-08",
          "items": [
           {
            "title": "Draft #8089",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Experiment #8616",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Note #9241",
            "notes": "Notes from the offsite.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Draft #9411",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Draft #6803",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Draft #3381",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           }
          ]
         },
         {
          "name": "2025-09",
          "items": [
           {
            "title": "Draft #2405",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Idea #6261",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Old ticket #2479",
            "notes": "Notes from the offsite.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Experiment #4654",
            "notes": "Superseded by the new plan.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Idea #2163",
            "notes": "Kept for reference.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           }
          ]
         },
         {
          "name": "2025-10",
          "items": [
           {
            "title": "Experiment #9383",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Draft #3965",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Draft #5040",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Idea #6634",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Experiment #6726",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Old ticket #6125",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           }
          ]
         },
         {
          "name": "2025-11",
          "items": [
           {
            "title": "Experiment #1719",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Note #1829",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Old ticket #8715",
            "notes": "Notes from the offsite.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Note #2359",
            "notes": "Kept for reference.",
            "priority": "low",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Old ticket #7957",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Note #5938",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Note #2506",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           }
          ]
         },
         {
          "name": "2025-12",
          "items": [
           {
            "title": "Old ticket #5802",
            "notes": "Kept for reference.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Draft #6698",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Note #5287",
            "notes": "Might revisit.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Draft #2414",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Old ticket #1160",
            "notes": "Superseded by the new plan.",
            "priority": "normal",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Draft #3086",
            "notes": "Might revisit.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Idea #1573",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           },
           {
            "title": "Experiment #9548",
            "notes": "Superseded by the new plan.",
            "priority": "high",
            "status": "done",
            "tags": [
             "archive",
             "2025"
            ]
           }
          ]
         }
        ]
       }
      ]
     }
    ]
    """##
}
