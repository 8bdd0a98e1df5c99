// Run with n8n's own Node from its install folder: node check-example-nodes.cjs N8N_HOST_DIR
// COMMUNITY_PACKAGE_DIR WORKFLOW.json... For every node of each workflow, loads its class the way
// n8n does (n8n-nodes-base's known/nodes.json, or the community package's "n8n" list) and fails
// when the type is unknown, disabled by n8n's default NODES_EXCLUDE, or lacks the typeVersion.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const [hostDir, communityDir, ...workflows] = process.argv.slice(2);
const hostModules = path.join(hostDir, 'node_modules');
const { NodesConfig } = require(path.join(hostModules, '@n8n/config/dist/configs/nodes.config.js'));
const excluded = new NodesConfig().exclude;

function nodeClass(type) {
	const [pkg, name] = type.split('.');
	if (pkg === 'n8n-nodes-base') {
		const known = require(path.join(hostModules, 'n8n-nodes-base/dist/known/nodes.json'))[name];
		if (!known) return undefined;
		return require(path.join(hostModules, 'n8n-nodes-base', known.sourcePath))[known.className];
	}
	const manifest = JSON.parse(fs.readFileSync(path.join(communityDir, 'package.json'), 'utf8'));
	if (pkg !== manifest.name) return undefined;
	for (const file of manifest.n8n.nodes) {
		const exported = require(path.join(communityDir, file));
		for (const candidate of Object.values(exported)) {
			if (new candidate().description.name === name) return candidate;
		}
	}
	return undefined;
}

function versionsOf(NodeClass) {
	const instance = new NodeClass();
	if (instance.nodeVersions) return Object.keys(instance.nodeVersions).map(Number);
	const version = instance.description.version;
	return Array.isArray(version) ? version : [version];
}

const problems = [];
for (const file of workflows) {
	const workflow = JSON.parse(fs.readFileSync(file, 'utf8'));
	for (const node of workflow.nodes) {
		const where = `${path.basename(file)}: "${node.name}" (${node.type} v${node.typeVersion})`;
		if (excluded.includes(node.type)) problems.push(`${where} is disabled in n8n by default (NODES_EXCLUDE)`);
		const NodeClass = nodeClass(node.type);
		if (!NodeClass) problems.push(`${where}: no such node type in this n8n`);
		else if (!versionsOf(NodeClass).includes(node.typeVersion)) problems.push(`${where}: versions are ${versionsOf(NodeClass).join(', ')}`);
	}
}
if (problems.length > 0) {
	console.error(problems.join('\n'));
	process.exit(1);
}
console.log(`${workflows.length} example workflow(s): every node exists, is enabled by default and has its version`);
