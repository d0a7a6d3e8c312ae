import XWTMotion

extension TMGestureModel.Directions {
    public static let names: [(String, TMGestureModel.Directions)] = [("left", .left), ("right", .right), ("up", .up), ("down", .down)]

    /// TransitionManager's `BackGestureType` flags as a preset writes them: `["left", "right"]`.
    init(_ json: JSONValue, file: String, keyPath: String) throws {
        let expected = "a non-empty array of left, right, up, down (TransitionManager's BackGestureType flags)"
        guard case let .array(items) = json, !items.isEmpty else {
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
