"""Dix Mille (Десяточка): six dice, set aside scoring combinations, bank before you bust, first to 10 000."""
