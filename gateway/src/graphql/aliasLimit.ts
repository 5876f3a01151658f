// Refuses documents with more aliases than the limit: aliases let one small request ask for the same
// expensive field hundreds of times (e.g. a hub per alias), which the depth limit alone does not catch.
import { GraphQLError } from 'graphql';
import type { ValidationRule } from 'graphql';

export function aliasLimit(maxAliases: number): ValidationRule {
  return (context) => {
    let aliases = 0;
    let reported = false;
    return {
      Field(field) {
        if (!field.alias) return;
        aliases++;
        if (aliases > maxAliases && !reported) {
          reported = true;
          context.reportError(
            new GraphQLError(
              `The document uses more than ${maxAliases} aliases; the limit is ${maxAliases}.`,
              {
                nodes: [field],
                extensions: { limit: 'aliases', max: maxAliases },
              },
            ),
          );
        }
      },
    };
  };
}
