from tracker.model.errors import BodyPlanError, RulesError, TrackerError

__all__ = ["BodyPlanError", "RulesError", "TrackerError"]
