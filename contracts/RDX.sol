// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title Raiz Token (RDX)
/// @notice A minimal ERC-20 with 6 decimals. Only the minter (the platform's key) creates tokens:
///         100 RDX when a wallet is activated, 10 RDX to the signer of each certificate.
/// @dev Hand-written to stay small and auditable; no immutables, so the runtime code equals the
///      artifact's deployedBytecode and the dev chain can tell whether a deployment is current.
contract RDX {
    string public constant name = "Raiz Token";
    string public constant symbol = "RDX";
    uint8 public constant decimals = 6;

    address public minter;
    uint256 public totalSupply;
    mapping(address account => uint256) public balanceOf;
    mapping(address owner => mapping(address spender => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event MinterChanged(address indexed previousMinter, address indexed newMinter);

    error NotMinter();
    error ZeroAddress();
    error InsufficientBalance(uint256 balance, uint256 needed);
    error InsufficientAllowance(uint256 allowance, uint256 needed);

    constructor() {
        minter = msg.sender;
        emit MinterChanged(address(0), msg.sender);
    }

    modifier onlyMinter() {
        if (msg.sender != minter) revert NotMinter();
        _;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        if (spender == address(0)) revert ZeroAddress();
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        // An infinite approval is never decremented (common ERC-20 practice, saves a storage write).
        if (allowed != type(uint256).max) {
            if (allowed < value) revert InsufficientAllowance(allowed, value);
            unchecked {
                allowance[from][msg.sender] = allowed - value;
            }
        }
        _transfer(from, to, value);
        return true;
    }

    function mint(address to, uint256 value) external onlyMinter {
        if (to == address(0)) revert ZeroAddress();
        totalSupply += value;
        // Cannot overflow: no balance exceeds totalSupply, which was checked above.
        unchecked {
            balanceOf[to] += value;
        }
        emit Transfer(address(0), to, value);
    }

    /// @notice Hands minting to another key (e.g. when the platform rotates its minter key).
    function setMinter(address newMinter) external onlyMinter {
        if (newMinter == address(0)) revert ZeroAddress();
        emit MinterChanged(minter, newMinter);
        minter = newMinter;
    }

    function _transfer(address from, address to, uint256 value) private {
        if (to == address(0)) revert ZeroAddress();
        uint256 balance = balanceOf[from];
        if (balance < value) revert InsufficientBalance(balance, value);
        unchecked {
            balanceOf[from] = balance - value;
            balanceOf[to] += value;
        }
        emit Transfer(from, to, value);
    }
}
