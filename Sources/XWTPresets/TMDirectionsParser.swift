import XWTMotion

extension TMGestureModel.Directions {
    public static let names: [(String, TMGestureModel.Directions)] = [("left", .left), ("right", .right), ("up", .up), ("down", .down)]

    /// TransitionManager's `BackGestureType` flags as a preset writes them: `["left", "right"]`;
    /// `[]` is None (no back pan).
    init(_ json: JSONValue, file: String, keyPath: String) throws {
        let expected = "an array of left, right, up, down (TransitionManager's BackGestureType flags; [] is None)"
        guard case let .array(items) = json else {
            throw PresetError(file: file, keyPath: keyPath, expected: expected, found: json.kindDescription)
        }
        self = []
        for (index, item) in items.enumerated() {
            guard case let .string(name) = item, let flag = Self.names.first(where: { $0.0 == name })?.1 else {
                throw PresetError(file: file, keyPath: keyPath + "[\(index)]", expected: "one of left, right, up, down", found: item.kindDescription)
            }
            insert(flag)
        }
    }
}
