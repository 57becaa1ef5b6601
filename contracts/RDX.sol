// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title Raiz Token (RDX)
/// @notice OpenZeppelin's ERC-20 with 6 decimals. Only holders of MINTER_ROLE (the platform's key) create tokens:
///         100 RDX when a wallet is activated, 10 RDX to the signer of each certificate.
/// @dev The deployer holds DEFAULT_ADMIN_ROLE (grants and revokes MINTER_ROLE, e.g. to rotate the platform's key) and
///      MINTER_ROLE. No immutables, so the runtime code equals the artifact's deployedBytecode and the dev chain can
///      tell whether a deployment is current.
contract RDX is ERC20, AccessControl {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    constructor() ERC20("Raiz Token", "RDX") {
        _grantRole(DEFAULT_ADMIN_ROLE, msg.sender);
        _grantRole(MINTER_ROLE, msg.sender);
    }

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function mint(address to, uint256 value) external onlyRole(MINTER_ROLE) {
        _mint(to, value);
    }
}
