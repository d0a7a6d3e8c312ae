/// The catalog: one list of effect types. Everything else (ids, listings, docs, tests) derives from it.
public enum Registry {
    /// Every effect, grouped by library and family, in listing order.
    public static let effects: [any CatalogEffect.Type] = [
        // XWTransition
        CircleSpread.self,
        Drawer.self,
        PageMiddleFlip.self,
        Explode.self,
        CoolPageFlip.self,
        CoolPortal.self,
        CoolFold.self,
        CoolHorizontalLines.self,
        CoolVerticalLines.self,
        CoolScanning.self,
        FilterSwipe.self,
        FilterBoxBlur.self,
        FilterBarSwipe.self,
        FilterMask.self,
        FilterFlash.self,
        FilterMod.self,
        FilterPageCurl.self,
        FilterRipple.self,
        FilterCopyMachine.self,
        MagicMove.self,
        // TransitionManager
        TMFade.self,
        TMPush.self,
        TMReveal.self,
        TMMoveIn.self,
        TMCube.self,
        TMSuck.self,
        TMOglFlip.self,
        TMRipple.self,
        TMPageCurl.self,
        TMPageUnCurl.self,
        TMIrisOpen.self,
        TMIrisClose.self,
        TMPage.self,
        TMNormalPortal.self,
        TMSolidPortal.self,
        TMRotationPresent.self,
        TMViewMove.self,
        // VCTransitionsLibrary
        VCCards.self,
        VCCrossfade.self,
        VCCube.self,
        VCExplode.self,
        VCFlip.self,
        VCFold.self,
        VCNatGeo.self,
        VCPan.self,
        VCPortal.self,
        VCTurn.self,
        // HUAnimator
        HUClassicPush.self,
        HUGhostPush.self,
        HUHorizontalLines.self,
        HUVerticalLines.self,
        // WSLTransferAnimation
        WSLPhotoViewer.self,
        WSLSharedElement.self,
        WSLSplashFlip.self,
        WSLDoors.self,
        // RWPopTransitionAnimation
        RWTouTiao.self,
        // SpringModalTutorial
        SpringModal.self,
        // UIKit
        UIKitPush.self,
        UIKitModal.self,
        // Declared in a preset
        CustomEffect.self,
    ]

    /// Registered ids in list order.
    static let ids: [EffectID] = effects.map { EffectID(registered: $0.descriptor.id) }

    /// The type of each id. Invariant: ids are unique (checked here, once).
    static let types: [String: any CatalogEffect.Type] = {
        var table: [String: any CatalogEffect.Type] = [:]
        for type in effects {
            let id = type.descriptor.id
            precondition(table[id] == nil, "effect id \(id) is registered twice")
            table[id] = type
        }
        return table
    }()
}
